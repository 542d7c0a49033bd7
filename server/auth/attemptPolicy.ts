/** One counter of the sign-in throttle as stored; times are epoch milliseconds. */
export interface AttemptCount {
  /** Attempts counted in the current window: failed ones and those still at the password check. */
  readonly attempts: number
  readonly windowStart: number
  /** Until when the counter refuses every attempt; 0 when it never locked. */
  readonly lockedUntil: number
  /** Locks so far; each lasts twice the one before. */
  readonly strikes: number
  readonly lastFailureAt: number
}

/** The throttle's times. */
export interface AttemptPolicy {
  /** How long failures are counted together. */
  readonly windowMs: number
  /** The first lock; each later one doubles. */
  readonly lockMs: number
  readonly maxLockMs: number
  /** Strikes are forgotten after this long without a failure or a lock. */
  readonly forgetMs: number
}

/** A counter one attempt is counted on: `limit` attempts per window; an unenforced one counts but never refuses; a success clears a `personal` one. */
export interface Counter {
  readonly key: string
  readonly limit: number
  readonly enforced: boolean
  readonly personal: boolean
}

/** A counter that has never seen an attempt. */
export const noAttempts: AttemptCount = { attempts: 0, windowStart: 0, lockedUntil: 0, strikes: 0, lastFailureAt: 0 }

/** The length of the lock after `strikes` earlier ones: the first lock doubled per strike, at most the longest. */
export const lockLength = (strikes: number, policy: AttemptPolicy): number =>
  Math.min(policy.maxLockMs, policy.lockMs * 2 ** Math.min(strikes, 40))

/** The count as of `now`: an ended window starts again, and strikes long after the last failure and lock are forgotten. */
export const currentCount = (count: AttemptCount, now: number, policy: AttemptPolicy): AttemptCount => {
  const windowOver = now - count.windowStart >= policy.windowMs
  const forgotten = now - Math.max(count.lastFailureAt, count.lockedUntil) >= policy.forgetMs
  return {
    ...count,
    attempts: windowOver ? 0 : count.attempts,
    windowStart: windowOver ? now : count.windowStart,
    strikes: forgotten ? 0 : count.strikes,
  }
}

/** How long a counter refuses an attempt at `now`: while locked, or while its window's attempts are spent (the lock that would follow). */
export const waitOf = (count: AttemptCount, limit: number, now: number, policy: AttemptPolicy): number => {
  const current = currentCount(count, now, policy)
  if (current.lockedUntil > now) return current.lockedUntil - now
  return current.attempts >= limit ? lockLength(current.strikes, policy) : 0
}

/** Whether one more attempt may reach the password check, and if so every counter with the attempt counted. */
export type Admission =
  | { readonly admitted: true; readonly counts: ReadonlyArray<AttemptCount> }
  | { readonly admitted: false; readonly waitMs: number }

/** Counts an attempt on every counter before the password is checked, or refuses it when an enforced counter says wait. */
export const admit = (
  counters: ReadonlyArray<{ readonly counter: Counter; readonly count: AttemptCount }>,
  now: number,
  policy: AttemptPolicy,
): Admission => {
  const waitMs = Math.max(
    0,
    ...counters.filter(({ counter }) => counter.enforced).map(({ counter, count }) => waitOf(count, counter.limit, now, policy)),
  )
  if (waitMs > 0) return { admitted: false, waitMs }
  return {
    admitted: true,
    counts: counters.map(({ count }) => {
      const current = currentCount(count, now, policy)
      return { ...current, attempts: current.attempts + 1 }
    }),
  }
}

/** A counter after its admitted attempt failed: at its limit it locks, for twice as long as its last lock. */
export const afterFailure = (count: AttemptCount, limit: number, now: number, policy: AttemptPolicy): AttemptCount => {
  const current = currentCount(count, now, policy)
  if (current.lockedUntil > now || current.attempts < limit) return { ...current, lastFailureAt: now }
  return {
    attempts: 0,
    windowStart: now,
    lockedUntil: now + lockLength(current.strikes, policy),
    strikes: current.strikes + 1,
    lastFailureAt: now,
  }
}

/** A counter after its admitted attempt succeeded: cleared when personal, else the attempt no longer counts. */
export const afterSuccess = (
  count: AttemptCount,
  counter: Counter,
  now: number,
  policy: AttemptPolicy,
): AttemptCount | undefined => {
  if (counter.personal) return undefined
  const current = currentCount(count, now, policy)
  return { ...current, attempts: Math.max(0, current.attempts - 1) }
}

/** What a sign-in is counted on (docs/server.md, "Sign-in throttle"). */
export interface SignInPath {
  /** `user:<id>` for a stored account (its personnel code and mobile alike), `unknown:<identifier>` otherwise. */
  readonly account: string
  readonly address: string
  /** The device id of a valid device cookie this account earned by an earlier success. */
  readonly device: string | undefined
  /** Whether the account signed in from this address before. */
  readonly knownAddress: boolean
}

/** The limits of the sign-in counters. */
export interface SignInLimits {
  readonly maxFailures: number
  readonly accountMaxFailures: number
  readonly addressMaxFailures: number
}

/**
 * The counters of one sign-in: the account on this path (its device, else its address), the account across every
 * path, and the address across every account. A known path skips the account's ceiling; a device skips the address's.
 */
export const signInCounters = (path: SignInPath, limits: SignInLimits): ReadonlyArray<Counter> => {
  const known = path.device !== undefined || path.knownAddress
  const route = path.device !== undefined ? `device:${path.device}` : `address:${path.address}`
  return [
    { key: `path:${path.account}@${route}`, limit: limits.maxFailures, enforced: true, personal: true },
    { key: `account:${path.account}`, limit: limits.accountMaxFailures, enforced: !known, personal: false },
    { key: `address:${path.address}`, limit: limits.addressMaxFailures, enforced: path.device === undefined, personal: false },
  ]
}
