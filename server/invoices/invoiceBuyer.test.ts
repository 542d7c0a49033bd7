import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import type { Role } from "../../domain/roles/Role.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { testServer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

describe.each(testDialects)("the buyer of a printed invoice on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
  })
  afterEach(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const as = async (role: Role) => ({ token: await t.signIn(role) })
  const buyerOf = async (role: Role, id: number) => t.request("GET", `/api/Admin/invoice/${id}/buyer`, await as(role))
  const created = async () => {
    const answer = await t.request("POST", "/api/Admin/invoice", { ...(await as("sales-expert")), json: invoiceBody() })
    expect(answer.status).toBe(201)
    return (answer.body as { data: Schemas["Invoice"] }).data
  }

  it("gives the customer's particulars as they stand now to whoever may read the invoice", async () => {
    const invoice = await created()
    const customer = await t.db.selectFrom("customers").selectAll().where("id", "=", invoice.customer_id).executeTakeFirstOrThrow()
    const individual = customer.kind === "individual"
    const expected = {
      type: individual ? "individual" : "legal",
      name: individual ? `${customer.name} ${customer.last_name ?? ""}`.trim() : customer.name,
      national_code: individual ? customer.national_code : null,
      national_id: individual ? null : customer.national_id,
      economic_code: customer.economic_code,
      representative_name: individual ? null : customer.representative_name,
      mobile: individual ? customer.mobile : customer.representative_mobile,
      phone: customer.phone,
      postal_code: customer.postal_code,
      address: customer.address,
      city: customer.city,
    }
    expect(expected.name).toBe(invoice.customer_name)
    for (const role of ["super-admin", "sales-manager", "sales-expert"] as const) expect([role, (await buyerOf(role, invoice.id)).body]).toEqual([role, { data: expected }])
  })

  it("answers 404 to a reader who may not read the invoice, and for no invoice, as the invoice itself does", async () => {
    const invoice = await created()
    // A financial manager reads formal invoices and approved pre-buys only.
    expect((await buyerOf("financial-manager", invoice.id)).status).toBe(404)
    await t.db.updateTable("invoices").set({ kind: "formal", state: "issued" }).where("id", "=", invoice.id).execute()
    expect((await buyerOf("financial-manager", invoice.id)).status).toBe(200)
    expect((await buyerOf("super-admin", invoice.id + 1000)).status).toBe(404)
    expect((await t.request("GET", `/api/Admin/invoice/${invoice.id}/buyer`)).status).toBe(401)
  })
})
