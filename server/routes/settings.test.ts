import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { roles } from "../../domain/roles/Role.ts"
import { defaultCompanySettings } from "../../domain/settings/CompanySettings.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

describe.each(testDialects)("the company's settings on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
  })
  afterEach(() => t.close())

  const read = async (role: (typeof roles)[number]) => t.request("GET", "/api/Admin/settings", { token: await t.signIn(role) })

  it("are read by every role, seeded with the company's particulars and a 3-day pre-invoice", async () => {
    for (const role of roles) {
      const answer = await read(role)
      expect([role, answer.status, answer.body]).toEqual([role, 200, { data: { company: defaultCompanySettings } }])
    }
    expect((await t.request("GET", "/api/Admin/settings")).status).toBe(401)
  })

  it("answer a stored change, and the seeded particulars when what is stored does not read", async () => {
    const renamed = { ...defaultCompanySettings, name: "شیشه نو", pre_invoice_valid_days: 5 }
    await t.db.updateTable("settings").set({ value: JSON.stringify(renamed) }).where("key", "=", "company").execute()
    expect((await read("financial-manager")).body).toEqual({ data: { company: renamed } })
    for (const broken of ["not json", JSON.stringify({ ...renamed, national_id: "123" })]) {
      await t.db.updateTable("settings").set({ value: broken }).where("key", "=", "company").execute()
      expect((await read("sales-expert")).body).toEqual({ data: { company: defaultCompanySettings } })
    }
  })
})
