import { readFileSync } from "node:fs"
import { Ajv2020 } from "ajv/dist/2020.js"
import { Option } from "effect"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { decodeTaxId } from "../../domain/invoice/TaxId.ts"
import { taxExportMessages, type TaxExport } from "../../domain/invoice/TaxExport.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { testServer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

const validate = new Ajv2020({ allErrors: true }).compile(
  JSON.parse(readFileSync(new URL("./taxInvoice.schema.json", import.meta.url), "utf8")) as object,
)

describe.each(testDialects)("the tax office's export on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
  })
  afterEach(() => t.close())

  /** An invoice of the demo expert, with a second line and a fare, moved to the given kind and state. */
  const invoiceAs = async (kind: string, state: string) => {
    const lines = [...invoiceBody().lines, { ...invoiceBody().lines[0], width: 700, height: 333, count: 3, descriptions: [] }]
    const created = await t.request("POST", "/api/Admin/invoice", {
      token: await t.signIn("sales-expert"),
      json: invoiceBody({ discount_percent: 7, lines }),
    })
    expect(created.status).toBe(201)
    const data = (
      created.body as {
        data: {
          id: number
          serial_number: number
          date: string
          subtotal: number
          discount: number
          fare: number
          vat: number
          total: number
        }
      }
    ).data
    await t.db.updateTable("invoices").set({ kind, state }).where("id", "=", data.id).execute()
    return data
  }
  const exportOf = async (id: number, role: "super-admin" | "financial-manager" | "sales-expert" = "financial-manager") =>
    t.request("GET", `/api/Admin/invoice/${id}/tax_export`, { token: await t.signIn(role) })

  it("gives a formal invoice's JSON: valid against the schema, adding up to the invoice, with a tax ID of its date and serial", async () => {
    const invoice = await invoiceAs("formal", "issued")
    const answer = await exportOf(invoice.id)
    expect(answer.status).toBe(200)
    const { header, body } = (answer.body as { data: TaxExport }).data
    expect(validate({ header, body }), JSON.stringify(validate.errors)).toBe(true)
    expect(body).toHaveLength(3)
    expect([header.tprdis, header.tdis, header.tadis, header.tvam, header.tbill]).toEqual([
      invoice.subtotal + invoice.fare,
      invoice.discount,
      invoice.subtotal - invoice.discount + invoice.fare,
      invoice.vat,
      invoice.total,
    ])
    expect(body.reduce((sum, row) => sum + row.dis, 0)).toBe(invoice.discount)
    expect(body.at(-1)).toMatchObject({ sstid: "2720000000018", dis: 0, prdis: invoice.fare })
    expect(body[0]?.sstt).toMatch(/^شیشه تک‌جداره .+ ۱۲۰۰×۱۵۰۰ میلی‌متر، ۴ عدد$/)
    const decoded = Option.getOrThrow(decodeTaxId(header.taxid))
    expect([decoded.memoryId, decoded.serial, decoded.date, decoded.checkDigitHolds]).toEqual([
      "A11B2C",
      invoice.serial_number,
      invoice.date,
      true,
    ])
    // The demo's first customer is a company, named by its national ID.
    expect([header.inty, header.tob, header.tins, header.bid?.length]).toEqual([1, 2, "14103524685", 11])
    expect((await exportOf(invoice.id, "sales-expert")).status).toBe(200)
  })

  it("refuses another kind with a Persian 409, an invoice the caller may not read with 404, and settings that lack a code", async () => {
    const quotation = await invoiceAs("informal", "draft")
    expect([(await exportOf(quotation.id, "super-admin")).status, (await exportOf(quotation.id, "super-admin")).body]).toEqual([
      409,
      { message: taxExportMessages.notFormal },
    ])
    expect((await exportOf(quotation.id, "financial-manager")).status).toBe(404)
    expect((await exportOf(999_999, "super-admin")).status).toBe(404)
    const formal = await invoiceAs("formal", "issued")
    await t.db.updateTable("products").set({ sstid: null }).execute()
    const missing = await exportOf(formal.id)
    expect([missing.status, missing.body]).toEqual([409, { message: taxExportMessages.productSstidMissing("شیشه تک‌جداره") }])
    await t.db
      .updateTable("settings")
      .set({ value: JSON.stringify({ memory_id: null, fare_sstid: null, unit_code: "1627" }) })
      .where("key", "=", "tax")
      .execute()
    expect((await exportOf(formal.id)).body).toEqual({ message: taxExportMessages.memoryIdMissing })
  })
})
