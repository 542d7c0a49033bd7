import { Result } from "effect"
import { sql } from "kysely"
import { afterAll, describe, expect, it } from "vitest"
import type { Database, Dialect } from "../db/Database.ts"
import { openPostgres } from "../db/postgres.ts"
import { dropTestSchemas, emptyDatabase, testDialects } from "../testing/database.ts"
import type { Counter } from "./attemptPolicy.ts"
import { loginThrottleIn, type LoginThrottle } from "./throttle.ts"

afterAll(dropTestSchemas)

const settings = {
  maxFailures: 5,
  accountMaxFailures: 20,
  addressMaxFailures: 50,
  windowSeconds: 900,
  lockSeconds: 300,
  maxLockSeconds: 86_400,
}
const path: Counter = { key: "path:user:1@address:192.0.2.1", limit: 5, enforced: true, personal: true }
const account: Counter = { key: "account:user:1", limit: 20, enforced: true, personal: false }

/**
 * Two servers over the same stored data: on PostgreSQL a second pool on this file's schema; SQLite is one server's own
 * file (a second connection in this process could only wait by blocking the event loop), so two apps share one connection.
 */
const twoServers = async (dialect: Dialect): Promise<readonly [Database, Database, () => Promise<void>]> => {
  const first = await emptyDatabase(dialect)
  if (dialect === "sqlite") return [first, first, () => first.close()]
  const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(first.db)).rows[0]?.name
  const second = openPostgres(process.env.TEST_DATABASE_URL ?? "", schema)
  return [first, second, () => second.close()]
}

/** Admits `requests` attempts at once, failing each admitted one after all were counted; answers how many were admitted. */
const parallelGuesses = async (throttles: ReadonlyArray<LoginThrottle>, requests: number, now: number) => {
  const gates = await Promise.all(
    Array.from({ length: requests }, (_, index) => throttles[index % throttles.length]?.admit([path, account], now)),
  )
  const admitted = gates.flatMap((gate) => (gate && Result.isSuccess(gate) ? [gate.success] : []))
  await Promise.all(admitted.map((ticket, index) => throttles[index % throttles.length]?.failed(ticket, now)))
  return admitted.length
}

describe.each(testDialects)("the throttle's counters on %s", (dialect) => {
  it("admit at most the limit between two servers counting at once, then lock for both", async () => {
    const [first, second, close] = await twoServers(dialect)
    const throttles = [loginThrottleIn(first, settings), loginThrottleIn(second, settings)]
    expect(await parallelGuesses(throttles, 60, 1_000_000)).toBe(5)
    const rows = await first.db.selectFrom("login_attempts").selectAll().orderBy("key").execute()
    expect(rows.map(({ key, attempts, locked_until, strikes }) => ({ key, attempts, locked_until, strikes }))).toEqual([
      { key: account.key, attempts: 5, locked_until: 0, strikes: 0 },
      { key: path.key, attempts: 0, locked_until: 1_300_000, strikes: 1 },
    ])
    for (const throttle of throttles) {
      const gate = await throttle.admit([path], 1_000_001)
      expect(Result.isFailure(gate) ? { admitted: false, waitMs: gate.failure.waitMs } : { admitted: true }).toEqual({
        admitted: false,
        waitMs: 299_999,
      })
    }
    await close()
  })

  it("clear the path and take the attempt back from the account on a success, and sweep long-quiet counters", async () => {
    const database = await emptyDatabase(dialect)
    const throttle = loginThrottleIn(database, settings)
    for (let guess = 0; guess < 3; guess += 1) {
      const gate = await throttle.admit([path, account], 1000)
      if (Result.isSuccess(gate)) await throttle.failed(gate.success, 1000)
    }
    const gate = await throttle.admit([path, account], 2000)
    expect(Result.isSuccess(gate)).toBe(true)
    if (Result.isSuccess(gate)) await throttle.succeeded(gate.success, 2000)
    expect(await database.db.selectFrom("login_attempts").select(["key", "attempts"]).execute()).toEqual([
      { key: account.key, attempts: 3 },
    ])
    const later = await throttle.admit([{ ...path, key: "path:user:2@address:192.0.2.1" }], 400_000_000)
    if (Result.isSuccess(later)) await throttle.succeeded(later.success, 400_000_000)
    expect(await database.db.selectFrom("login_attempts").select("key").execute()).toEqual([])
    await database.close()
  })

  it("leave no row behind for a refused attempt", async () => {
    const database = await emptyDatabase(dialect)
    const throttle = loginThrottleIn(database, settings)
    const address: Counter = { key: "address:192.0.2.9", limit: 1, enforced: true, personal: false }
    const first = await throttle.admit([address], 1000)
    if (Result.isSuccess(first)) await throttle.failed(first.success, 1000)
    for (let index = 0; index < 5; index += 1)
      expect(
        Result.isSuccess(await throttle.admit([address, { ...path, key: `path:unknown:${index}@address:192.0.2.9` }], 2000)),
      ).toBe(false)
    expect(await database.db.selectFrom("login_attempts").select("key").execute()).toEqual([{ key: address.key }])
    await database.close()
  })

  it("know an address the account signed in from for 180 days", async () => {
    const database = await emptyDatabase(dialect)
    const { id } = await database.db
      .insertInto("users")
      .values({
        name: "ن",
        last_name: "ن",
        personnel_code: "1000100001",
        mobile: "09120000001",
        role: "super-admin",
        password_hash: "x",
        is_active: 1,
        created_at: "",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    const throttle = loginThrottleIn(database, settings)
    expect(await throttle.knows(id, "192.0.2.1", 0)).toBe(false)
    await throttle.remember(id, "192.0.2.1", 0)
    await throttle.remember(id, "192.0.2.1", 1000)
    expect(await throttle.knows(id, "192.0.2.1", 1000 + 180 * 86_400_000 - 1)).toBe(true)
    expect(await throttle.knows(id, "192.0.2.1", 1000 + 180 * 86_400_000)).toBe(false)
    expect(await throttle.knows(id, "192.0.2.2", 1000)).toBe(false)
    await database.close()
  })
})
