import pg from "pg"
import { sql } from "kysely"
import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { identityChannel } from "../db/identityChanges.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` every 10 ms for up to `ms`; true as soon as it holds. */
const within = async (ms: number, check: () => Promise<boolean> | boolean): Promise<boolean> => {
  const until = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > until) return false
    await sleep(10)
  }
}

const schemaOf = async (t: TestServer) =>
  (await sql<{ name: string }>`select current_schema() as name`.execute(t.db)).rows[0]?.name ?? ""

/** Another server's connection to the same schema: its writes reach this app only through the database. */
const otherServer = async (schema: string) => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${schema}` })
  await client.connect()
  return client
}

/** The statements one request runs, as the app's database hears them. */
const statementsOf = async (heard: Array<string>, request: () => Promise<unknown>) => {
  heard.length = 0
  await request()
  return [...heard]
}

describe.each(testDialects)("the signed-in identity kept on %s", (dialect) => {
  it("is read once, then kept until a user or a token changes: this process's own logout and deactivation end it at once", async () => {
    const heard: Array<string> = []
    const t = await testServer(dialect, {}, { onQuery: (text) => heard.push(text) })
    const token = await t.signIn("sales-expert")
    const me = (with_: string) => t.request("POST", "/api/auth/me", { token: with_ })
    expect((await me(token)).status).toBe(200)
    // PostgreSQL starts listening on the first request; once it listens, the identity is read once and then kept.
    expect(await within(2000, () => t.database.identityVersion() !== undefined)).toBe(true)
    await me(token)
    const kept = await statementsOf(heard, () => me(token))
    expect(kept.filter((text) => text.includes("revoked_tokens"))).toEqual([])

    const manager = await t.signIn("super-admin")
    expect((await me(manager)).status).toBe(200)
    expect((await t.request("POST", "/api/auth/logout", { token: manager })).status).toBe(200)
    expect((await me(manager)).status).toBe(401)

    await t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", demoUserId("sales-expert")).execute()
    expect((await me(token)).status).toBe(401)
    await t.close()
  })
})

describe.each(testDialects.filter((dialect) => dialect === "postgres"))("the signed-in identity kept on %s", (dialect) => {
  it("is dropped by every server when another one deactivates the user, and not kept at all while no one listens", async () => {
    const t = await testServer(dialect)
    const token = await t.signIn("sales-expert")
    const me = async () => (await t.request("POST", "/api/auth/me", { token })).status
    expect(await me()).toBe(200)
    expect(await within(2000, () => t.database.identityVersion() !== undefined)).toBe(true)
    expect(await me()).toBe(200)

    const schema = await schemaOf(t)
    const other = await otherServer(schema)
    try {
      await other.query("update users set is_active = 0 where id = $1", [demoUserId("sales-expert")])
      // The notification travels after the other server's commit: the very next requests may still pass, for milliseconds.
      expect(await within(2000, async () => (await me()) === 401)).toBe(true)
      await other.query("update users set is_active = 1 where id = $1", [demoUserId("sales-expert")])
      expect(await within(2000, async () => (await me()) === 200)).toBe(true)

      // The listening connection ends (a restart of PostgreSQL, a failover): until it listens again nothing is kept.
      await other.query("select pg_terminate_backend(pid) from pg_stat_activity where query = $1", [
        `listen "${identityChannel(schema)}"`,
      ])
      expect(await within(2000, () => t.database.identityVersion() === undefined)).toBe(true)
      await other.query("update users set is_active = 0 where id = $1", [demoUserId("sales-expert")])
      expect(await me()).toBe(401)
      await other.query("update users set is_active = 1 where id = $1", [demoUserId("sales-expert")])
      expect(await me()).toBe(200)
      // It listens again on its own, and again hears the other server.
      expect(await within(5000, () => t.database.identityVersion() !== undefined)).toBe(true)
      expect(await me()).toBe(200)
      await other.query("update users set is_active = 0 where id = $1", [demoUserId("sales-expert")])
      expect(await within(2000, async () => (await me()) === 401)).toBe(true)
    } finally {
      await other.end()
    }
    await t.close()
  })
})
