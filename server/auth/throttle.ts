import { Result } from "effect"
import type { Transaction } from "kysely"
import type { Database } from "../db/Database.ts"
import type { LoginAttemptsTable, Schema } from "../db/schema.ts"
import type { ThrottleConfig } from "../config.ts"
import {
  admit,
  afterFailure,
  afterSuccess,
  noAttempts,
  type AttemptCount,
  type AttemptPolicy,
  type Counter,
} from "./attemptPolicy.ts"
import { Throttled } from "./AuthRefusal.ts"

/** The counters an admitted attempt was counted on, to be settled once the password was checked. */
export interface Ticket {
  readonly counters: ReadonlyArray<Counter>
}

/** The sign-in throttle over the database: every server sharing it shares the counts, and a restart forgets none. */
export interface LoginThrottle {
  /** Counts the attempt before the slow password check, atomically with every other server's; refused, it says how long to wait. */
  readonly admit: (counters: ReadonlyArray<Counter>, now: number) => Promise<Result.Result<Ticket, Throttled>>
  readonly failed: (ticket: Ticket, now: number) => Promise<void>
  readonly succeeded: (ticket: Ticket, now: number) => Promise<void>
  /** Whether the account signed in from the address within the memory of known addresses. */
  readonly knows: (userId: number, address: string, now: number) => Promise<boolean>
  readonly remember: (userId: number, address: string, now: number) => Promise<void>
}

/** Thrown inside the admission's transaction to roll it back. */
class RefusedAttempt extends Error {
  constructor(readonly waitMs: number) {
    super("refused")
  }
}

/** How long an address stays known after a sign-in from it. */
export const knownAddressMs = 180 * 24 * 3600 * 1000

const countOf = (row: LoginAttemptsTable | undefined): AttemptCount =>
  row
    ? {
        attempts: row.attempts,
        windowStart: row.window_start,
        lockedUntil: row.locked_until,
        strikes: row.strikes,
        lastFailureAt: row.last_failure_at,
      }
    : noAttempts

const rowOf = (key: string, count: AttemptCount, now: number): LoginAttemptsTable => ({
  key,
  attempts: count.attempts,
  window_start: count.windowStart,
  locked_until: count.lockedUntil,
  strikes: count.strikes,
  last_failure_at: count.lastFailureAt,
  updated_at: now,
})

/** The throttle's times in milliseconds; strikes are forgotten after a quiet day, or after the longest lock if that is longer. */
export const policyOf = ({ windowSeconds, lockSeconds, maxLockSeconds }: ThrottleConfig): AttemptPolicy => ({
  windowMs: windowSeconds * 1000,
  lockMs: lockSeconds * 1000,
  maxLockMs: Math.max(lockSeconds, maxLockSeconds) * 1000,
  forgetMs: Math.max(86_400, maxLockSeconds) * 1000,
})

/** The sign-in throttle kept in `login_attempts` and `known_sign_ins`. */
export const loginThrottleIn = ({ db, dialect }: Database, settings: ThrottleConfig): LoginThrottle => {
  const policy = policyOf(settings)
  /**
   * Runs `change` on the counters' rows, locked for the transaction: rows are created first, then locked in key order,
   * so two servers counting on the same keys wait for each other and never deadlock.
   */
  const withCounts = <A>(
    counters: ReadonlyArray<Counter>,
    now: number,
    change: (counts: ReadonlyMap<string, AttemptCount>, trx: Transaction<Schema>) => Promise<A>,
  ) =>
    db.transaction().execute(async (trx) => {
      const keys = [...new Set(counters.map((counter) => counter.key))].sort()
      // SQLite takes its write lock at this first write, so the read below already sees every other writer's count.
      await trx
        .insertInto("login_attempts")
        .values(keys.map((key) => rowOf(key, noAttempts, now)))
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute()
      const read = trx.selectFrom("login_attempts").selectAll().where("key", "in", keys).orderBy("key")
      const rows = await (dialect === "postgres" ? read.forUpdate() : read).execute()
      return change(new Map(rows.map((row) => [row.key, countOf(row)])), trx)
    })

  const write = async (trx: Transaction<Schema>, key: string, count: AttemptCount | undefined, now: number) => {
    if (count === undefined) await trx.deleteFrom("login_attempts").where("key", "=", key).execute()
    else
      await trx
        .updateTable("login_attempts")
        .set(rowOf(key, count, now))
        .where("key", "=", key)
        .execute()
  }

  const settle = (ticket: Ticket, now: number, next: (counter: Counter, count: AttemptCount) => AttemptCount | undefined) =>
    withCounts(ticket.counters, now, async (counts, trx) => {
      for (const counter of ticket.counters)
        await write(trx, counter.key, next(counter, counts.get(counter.key) ?? noAttempts), now)
    })

  return {
    admit: (counters, now) =>
      withCounts(counters, now, async (counts, trx): Promise<Result.Result<Ticket, Throttled>> => {
        const admission = admit(
          counters.map((counter) => ({ counter, count: counts.get(counter.key) ?? noAttempts })),
          now,
          policy,
        )
        // A refusal rolls back, so refused attempts (a flood of made-up identifiers) leave no rows behind.
        if (!admission.admitted) throw new RefusedAttempt(admission.waitMs)
        for (const [index, counter] of counters.entries()) await write(trx, counter.key, admission.counts[index], now)
        return Result.succeed({ counters })
      }).catch((error: unknown) => {
        if (error instanceof RefusedAttempt) return Result.fail(new Throttled({ waitMs: error.waitMs }))
        throw error
      }),
    failed: (ticket, now) => settle(ticket, now, (counter, count) => afterFailure(count, counter.limit, now, policy)),
    succeeded: async (ticket, now) => {
      await settle(ticket, now, (counter, count) => afterSuccess(count, counter, now, policy))
      // A counter untouched for the longest lock, the strikes' memory and a window carries nothing; a success is a rare enough moment to sweep.
      await db
        .deleteFrom("login_attempts")
        .where("updated_at", "<", now - (policy.maxLockMs + policy.forgetMs + policy.windowMs))
        .execute()
      await db
        .deleteFrom("known_sign_ins")
        .where("signed_in_at", "<", now - knownAddressMs)
        .execute()
    },
    knows: async (userId, address, now) => {
      const row = await db
        .selectFrom("known_sign_ins")
        .select("signed_in_at")
        .where("user_id", "=", userId)
        .where("address", "=", address)
        .executeTakeFirst()
      return row !== undefined && now - row.signed_in_at < knownAddressMs
    },
    remember: async (userId, address, now) => {
      await db
        .insertInto("known_sign_ins")
        .values({ user_id: userId, address, signed_in_at: now })
        .onConflict((conflict) => conflict.columns(["user_id", "address"]).doUpdateSet({ signed_in_at: now }))
        .execute()
    },
  }
}
