import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import type { Role } from "../../domain/roles/Role.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

interface Listed {
  readonly data: ReadonlyArray<{ readonly id: number }>
  readonly meta: { readonly total: number }
  readonly hidden_matches: boolean
}

describe.each(testDialects)("the customer search's hidden matches on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
  })
  afterEach(() => t.close())

  const search = async (role: Role, text: string) => {
    const answer = await t.request("GET", `/api/Admin/customer?search=${encodeURIComponent(text)}`, {
      token: await t.signIn(role),
    })
    expect(answer.status).toBe(200)
    return { body: answer.body as Listed, raw: JSON.stringify(answer.body) }
  }
  const othersCustomer = () =>
    t.db
      .selectFrom("customers")
      .select(["id", "name", "last_name", "mobile"])
      .where((eb) => eb.or([eb("sales_expert_id", "is", null), eb("sales_expert_id", "<>", demoUserId("sales-expert"))]))
      .orderBy("id")
      .executeTakeFirstOrThrow()

  it("tells a limited sales expert only that customers they may not see match, and nothing about them", async () => {
    const hidden = await othersCustomer()
    const { body, raw } = await search("sales-expert", hidden.mobile ?? hidden.name)
    expect(body.data).toEqual([])
    expect(body.meta.total).toBe(0)
    expect(body.hidden_matches).toBe(true)
    expect(Object.keys(body).sort()).toEqual(["data", "hidden_matches", "meta"])
    // Neither the customer's id, name nor mobile is in the answer.
    expect(raw).not.toContain(hidden.name)
    if (hidden.mobile) expect(raw).not.toContain(hidden.mobile)
    expect(raw).not.toContain(`"id":${hidden.id}`)
  })

  it("says nothing is hidden when nothing anywhere matches, when the expert's own customers match, and for every other role", async () => {
    expect((await search("sales-expert", "هیچ‌کس-با-این-نام-نیست")).body.hidden_matches).toBe(false)
    const own = await t.db
      .selectFrom("customers")
      .select("name")
      .where("sales_expert_id", "=", demoUserId("sales-expert"))
      .executeTakeFirstOrThrow()
    const found = (await search("sales-expert", own.name)).body
    expect(found.data.length).toBeGreaterThan(0)
    expect(found.hidden_matches).toBe(false)
    const hidden = await othersCustomer()
    for (const role of ["super-admin", "sales-manager"] as const) {
      const seen = (await search(role, hidden.mobile ?? hidden.name)).body
      expect(seen.data.length).toBeGreaterThan(0)
      expect(seen.hidden_matches).toBe(false)
      expect((await search(role, "هیچ‌کس-با-این-نام-نیست")).body.hidden_matches).toBe(false)
    }
  })

  it("stops telling once the expert's access lets them see every customer: then the matches are simply shown", async () => {
    const expert = demoUserId("sales-expert")
    const manager = await t.signIn("sales-manager")
    await t.request("PUT", `/api/Admin/sales_expert_access/${expert}`, {
      token: manager,
      json: { may_see_all_customers: true, max_discount_percent: 0, is_active: true },
    })
    const hidden = await othersCustomer()
    const seen = (await search("sales-expert", hidden.mobile ?? hidden.name)).body
    expect(seen.data.map((row) => row.id)).toContain(hidden.id)
    expect(seen.hidden_matches).toBe(false)
  })
})
