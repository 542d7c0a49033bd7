import type { ThrottleSettings } from "../settings.ts"

interface Record {
  failures: number
  firstAt: number
  lockedUntil: number
}

/** Counts failed sign-ins per identifier; one identifier locked out never locks out another. */
export interface LoginThrottle {
  /** Milliseconds until the identifier may try again, or 0. */
  readonly lockedFor: (identifier: string, nowMs: number) => number
  readonly failed: (identifier: string, nowMs: number) => void
  readonly succeeded: (identifier: string) => void
}

/** An in-process throttle (per server process); old records are dropped as they expire. */
export const loginThrottle = ({ maxFailures, windowSeconds, lockSeconds }: ThrottleSettings): LoginThrottle => {
  const records = new Map<string, Record>()
  const stale = (record: Record, nowMs: number) => record.lockedUntil <= nowMs && nowMs - record.firstAt >= windowSeconds * 1000
  const prune = (nowMs: number) => {
    if (records.size < 10_000) return
    for (const [key, record] of records) if (stale(record, nowMs)) records.delete(key)
  }
  return {
    lockedFor: (identifier, nowMs) => Math.max(0, (records.get(identifier)?.lockedUntil ?? 0) - nowMs),
    failed: (identifier, nowMs) => {
      prune(nowMs)
      const known = records.get(identifier)
      const record = known && !stale(known, nowMs) && nowMs - known.firstAt < windowSeconds * 1000 ? known : { failures: 0, firstAt: nowMs, lockedUntil: 0 }
      record.failures += 1
      if (record.failures >= maxFailures) {
        record.lockedUntil = nowMs + lockSeconds * 1000
        record.failures = 0
        record.firstAt = nowMs
      }
      records.set(identifier, record)
    },
    succeeded: (identifier) => void records.delete(identifier),
  }
}
