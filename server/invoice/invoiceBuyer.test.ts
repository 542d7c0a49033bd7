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

  it("gives a company's particulars as they stand now to whoever may read the invoice", async () => {
    // Customer 1 is the seeded «شرکت ساختمانی آسمان‌خراش پارس», the demo sales expert's.
    const invoice = await created()
    const expected = {
      type: "legal",
      name: "شرکت ساختمانی آسمان‌خراش پارس",
      national_code: null,
      national_id: "10320456711",
      economic_code: "10320456711",
      representative_name: "بهرام کیانی",
      mobile: "09123456780",
      phone: "02188776655",
      postal_code: "1968913451",
      address: "خیابان ولیعصر، بالاتر از پارک ساعی، پلاک ۲۱۴",
      city: "تهران",
    }
    expect(invoice.customer_name).toBe(expected.name)
    for (const role of ["super-admin", "sales-manager", "sales-expert"] as const)
      expect([role, (await buyerOf(role, invoice.id)).body]).toEqual([role, { data: expected }])
    await t.db.updateTable("customers").set({ address: "نشانی تازه" }).where("id", "=", invoice.customer_id).execute()
    expect(((await buyerOf("sales-manager", invoice.id)).body as { data: { address: string } }).data.address).toBe("نشانی تازه")
  })

  it("gives a person's name, national code and mobile, and no economic code, as the customer answer does", async () => {
    // Customer 2 is the seeded «محمد جعفری».
    const answer = await t.request("POST", "/api/Admin/invoice", {
      ...(await as("sales-expert")),
      json: invoiceBody({ customer_id: 2 }),
    })
    expect(answer.status).toBe(201)
    const { id } = (answer.body as { data: Schemas["Invoice"] }).data
    expect((await buyerOf("sales-expert", id)).body).toEqual({
      data: {
        type: "individual",
        name: "محمد جعفری",
        national_code: "0061234567",
        national_id: null,
        economic_code: null,
        representative_name: null,
        mobile: "09121234567",
        phone: "02144556677",
        postal_code: "1481743115",
        address: "شهرک غرب، بلوار دادمان، کوچه هشتم",
        city: "تهران",
      },
    })
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
