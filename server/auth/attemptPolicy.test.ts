import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  admit,
  afterFailure,
  afterSuccess,
  currentCount,
  lockLength,
  noAttempts,
  signInCounters,
  waitOf,
  type AttemptCount,
  type AttemptPolicy,
  type Counter,
} from "./attemptPolicy.ts"

const policy: AttemptPolicy = { windowMs: 900_000, lockMs: 300_000, maxLockMs: 86_400_000, forgetMs: 86_400_000 }
const limits = { maxFailures: 5, accountMaxFailures: 20, addressMaxFailures: 50 }
const counter = (limit: number, enforced = true, personal = true): Counter => ({ key: "k", limit, enforced, personal })

const arbitraryCount: fc.Arbitrary<AttemptCount> = fc.record({
  attempts: fc.nat(60),
  windowStart: fc.nat(10_000_000),
  lockedUntil: fc.oneof(fc.constant(0), fc.nat(20_000_000)),
  strikes: fc.nat(12),
  lastFailureAt: fc.nat(10_000_000),
})

/** Admits attempts one after another at `now` without settling any, as parallel requests arrive; answers how many got through. */
const admittedInParallel = (count: AttemptCount, limit: number, requests: number, now: number): number => {
  let current = count
  let admitted = 0
  for (let request = 0; request < requests; request += 1) {
    const answer = admit([{ counter: counter(limit), count: current }], now, policy)
    if (answer.admitted) {
      admitted += 1
      current = answer.counts[0] ?? current
    }
  }
  return admitted
}

describe("the sign-in throttle's decision", () => {
  it("lets at most the limit of attempts through in parallel, however many arrive", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(200), fc.nat(10_000_000), (limit, requests, now) => {
        expect(admittedInParallel(noAttempts, limit, requests, now)).toBe(Math.min(limit, requests))
      }),
    )
  })

  it("never admits more attempts than a counter has left, from any stored state", () => {
    fc.assert(
      fc.property(
        arbitraryCount,
        fc.integer({ min: 1, max: 20 }),
        fc.nat(100),
        fc.nat(20_000_000),
        (count, limit, requests, now) => {
          const left = waitOf(count, limit, now, policy) > 0 ? 0 : limit - currentCount(count, now, policy).attempts
          expect(admittedInParallel(count, limit, requests, now)).toBeLessThanOrEqual(Math.max(0, left))
        },
      ),
    )
  })

  it("refuses with a wait exactly when an enforced counter asks for one, and an unenforced counter never refuses", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbitraryCount, fc.integer({ min: 1, max: 20 }), fc.boolean()), { minLength: 1, maxLength: 4 }),
        fc.nat(20_000_000),
        (entries, now) => {
          const counters = entries.map(([count, limit, enforced]) => ({ counter: counter(limit, enforced), count }))
          const answer = admit(counters, now, policy)
          const longest = Math.max(
            0,
            ...counters
              .filter((entry) => entry.counter.enforced)
              .map((entry) => waitOf(entry.count, entry.counter.limit, now, policy)),
          )
          expect(answer.admitted ? 0 : answer.waitMs).toBe(longest)
          if (answer.admitted)
            answer.counts.forEach((count, index) =>
              expect(count.attempts).toBe(currentCount(counters[index]?.count ?? noAttempts, now, policy).attempts + 1),
            )
          expect(
            admit(
              counters.map((entry) => ({ ...entry, counter: { ...entry.counter, enforced: false } })),
              now,
              policy,
            ).admitted,
          ).toBe(true)
        },
      ),
    )
  })

  it("locks each time for twice as long as the time before, up to the longest lock, while failures go on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 12 }), (limit, locks) => {
        let count = noAttempts
        let now = 1_000_000
        const lengths: Array<number> = []
        while (lengths.length < locks) {
          const answer = admit([{ counter: counter(limit), count }], now, policy)
          if (!answer.admitted) {
            now += answer.waitMs
            continue
          }
          count = afterFailure(answer.counts[0] ?? count, limit, now, policy)
          if (count.lockedUntil > now) lengths.push(count.lockedUntil - now)
        }
        expect(lengths).toEqual(lengths.map((_, strikes) => Math.min(policy.maxLockMs, policy.lockMs * 2 ** strikes)))
      }),
    )
  })

  it("grows the lock with the strikes and keeps it between the first lock and the longest", () => {
    fc.assert(
      fc.property(fc.nat(100), (strikes) => {
        expect(lockLength(strikes + 1, policy)).toBeGreaterThanOrEqual(lockLength(strikes, policy))
        expect(lockLength(strikes, policy)).toBeGreaterThanOrEqual(policy.lockMs)
        expect(lockLength(strikes, policy)).toBeLessThanOrEqual(policy.maxLockMs)
      }),
    )
  })

  it("forgets the window's attempts when it ends, and the strikes a quiet day after the last lock ended", () => {
    const locked = { attempts: 3, windowStart: 0, lockedUntil: 600_000, strikes: 2, lastFailureAt: 0 }
    expect(currentCount(locked, 899_999, policy)).toEqual(locked)
    expect(currentCount(locked, 900_000, policy)).toEqual({ ...locked, attempts: 0, windowStart: 900_000 })
    expect(currentCount(locked, 87_000_000 - 1, policy)).toEqual({ ...locked, attempts: 0, windowStart: 87_000_000 - 1 })
    expect(currentCount(locked, 87_000_000, policy)).toEqual({ ...locked, attempts: 0, windowStart: 87_000_000, strikes: 0 })
  })

  it("clears a personal counter on success and takes the attempt back from a shared one, never raising either", () => {
    fc.assert(
      fc.property(arbitraryCount, fc.nat(20_000_000), (count, now) => {
        expect(afterSuccess(count, counter(5, true, true), now, policy)).toBeUndefined()
        const shared = afterSuccess(count, counter(5, true, false), now, policy)
        expect(shared?.attempts).toBe(Math.max(0, currentCount(count, now, policy).attempts - 1))
        expect(shared?.lockedUntil).toBe(count.lockedUntil)
      }),
    )
  })

  it("never shortens a lock by a failure", () => {
    fc.assert(
      fc.property(arbitraryCount, fc.integer({ min: 1, max: 20 }), fc.nat(20_000_000), (count, limit, now) => {
        expect(afterFailure(count, limit, now, policy).lockedUntil).toBeGreaterThanOrEqual(
          count.lockedUntil > now ? count.lockedUntil : 0,
        )
      }),
    )
  })
})

describe("the counters of a sign-in", () => {
  const path = fc.record({
    account: fc.oneof(
      fc.nat(100).map((id) => `user:${id}`),
      fc.stringMatching(/^09\d{9}$/).map((mobile) => `unknown:${mobile}`),
    ),
    address: fc.ipV4(),
    device: fc.option(fc.base64String({ minLength: 4, maxLength: 22 }), { nil: undefined }),
    knownAddress: fc.boolean(),
  })

  it("count the account on its path, across paths and the address across accounts, with the configured limits", () => {
    fc.assert(
      fc.property(path, (signIn) => {
        const counters = signInCounters(signIn, limits)
        expect(counters.map((entry) => entry.limit)).toEqual([5, 20, 50])
        expect(new Set(counters.map((entry) => entry.key)).size).toBe(3)
        expect(counters[0]?.key).toContain(signIn.account)
        expect(counters[2]?.key).toBe(`address:${signIn.address}`)
      }),
    )
  })

  it("always enforce the path; the account's ceiling only on a new path, the address's only without a device", () => {
    fc.assert(
      fc.property(path, (signIn) => {
        const [own, account, address] = signInCounters(signIn, limits)
        expect(own?.enforced).toBe(true)
        expect(account?.enforced).toBe(signIn.device === undefined && !signIn.knownAddress)
        expect(address?.enforced).toBe(signIn.device === undefined)
        expect([own?.personal, account?.personal, address?.personal]).toEqual([true, false, false])
      }),
    )
  })

  it("never share a path between two accounts or two addresses", () => {
    fc.assert(
      fc.property(path, path, (first, second) => {
        const [a] = signInCounters({ ...first, device: undefined }, limits)
        const [b] = signInCounters({ ...second, device: undefined }, limits)
        expect(a?.key === b?.key).toBe(first.account === second.account && first.address === second.address)
      }),
    )
  })
})
