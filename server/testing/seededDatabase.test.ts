import { afterAll, describe, expect, it } from "vitest"
import type { Schemas } from "../http/answers.ts"
import { demoPassword } from "../seed/demoAccounts.ts"
import { dropTestSchemas, testDialects } from "./database.ts"
import { cashOf, chequeOf, dataOf, invoiceAt, tokensOf } from "./finance.ts"
import { demoUserId, testServer, type TestServer } from "./harness.ts"
import { snapshot } from "./snapshot.ts"

afterAll(dropTestSchemas)

type Snapshot = Awaited<ReturnType<typeof snapshot>>

/** The rows without what differs between two seeds: the password hashes' salts, and the wall-clock time migration 0021 gives SQLite's starting views. */
const apartFromSeedToSeed = (rows: Snapshot) => ({
  ...rows,
  users: (rows.users as Array<Record<string, unknown>>).map(({ password_hash: _, ...user }) => user),
  saved_views: (rows.saved_views as Array<Record<string, unknown>>).map(({ created_at: _, ...view }) => view),
})

/** The largest id of a table in the snapshot. */
const lastId = (rows: Snapshot, table: string) => Math.max(0, ...(rows[table] as Array<{ id: number }>).map((row) => row.id))

const customer = { type: "individual", name: "کاوه", last_name: "امینی", national_code: "2723159647", mobile: "09128887766" }

describe.each(testDialects)("the kept demo seed on %s", (dialect) => {
  let seeded: Snapshot | undefined

  it("is what seeding an empty database writes, and takes a test's writes to many tables", async () => {
    const own = await testServer(dialect, {}, { onQuery: () => undefined })
    const fresh = apartFromSeedToSeed(await snapshot(own.db))
    await own.close()
    const t: TestServer = await testServer(dialect)
    seeded = await snapshot(t.db)
    expect(apartFromSeedToSeed(seeded)).toEqual(fresh)

    const tokens = await tokensOf(t)
    const invoice = await invoiceAt(t, tokens, "confirmed")
    await invoiceAt(t, tokens, "draft")
    const finance = { token: tokens["financial-manager"] }
    expect(
      (await t.request("POST", `/api/Admin/invoice/${invoice.id}/payments`, { ...finance, json: cashOf(1000) })).status,
    ).toBe(201)
    expect(
      (await t.request("POST", `/api/Admin/invoice/${invoice.id}/cheques`, { ...finance, json: chequeOf(2000) })).status,
    ).toBe(201)
    const admin = { token: tokens["super-admin"] }
    expect((await t.request("POST", "/api/Admin/customer", { ...admin, json: customer })).status).toBe(201)
    const expert = demoUserId("sales-expert")
    expect((await t.request("PATCH", `/api/Admin/user/${expert}`, { ...admin, json: { is_active: false } })).status).toBe(200)
    expect((await t.request("POST", "/api/auth/logout", admin)).status).toBe(200)
    const wrong = { json: { username: "1000200002", password: `${demoPassword}-wrong` } }
    expect((await t.request("POST", "/api/auth/login", wrong)).status).toBe(422)
    expect(await snapshot(t.db)).not.toEqual(seeded)
    await t.close()
  })

  it("is found exactly by the next test, whose new rows are numbered on from the seed's", async () => {
    const t = await testServer(dialect)
    expect(await snapshot(t.db)).toEqual(seeded)
    const kept = seeded ?? expect.unreachable("the first test keeps the seeded rows")
    expect(await t.db.selectFrom("revoked_tokens").selectAll().execute()).toEqual([])
    expect(await t.db.selectFrom("login_attempts").selectAll().execute()).toEqual([])

    const tokens = await tokensOf(t)
    const invoice = await invoiceAt(t, tokens, "draft")
    expect({ id: invoice.id, serial: invoice.serial_number }).toEqual({ id: lastId(kept, "invoices") + 1, serial: 1001 })
    const created = await t.request("POST", "/api/Admin/customer", { token: tokens["super-admin"], json: customer })
    expect(dataOf<Schemas["Customer"]>(created).id).toBe(lastId(kept, "customers") + 1)
    await t.close()
  })
})
