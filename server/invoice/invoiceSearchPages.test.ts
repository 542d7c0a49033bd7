import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countCapOf, pageRequest } from "../db/paging.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { invoiceStoreIn, type InvoiceFilter, type InvoiceStore } from "./invoiceStore.ts"
import { orderStepIn } from "../finance/orderFollows.ts"
import { searchSample } from "./invoiceListPages.ts"

afterAll(dropTestSchemas)

const expertId = demoUserId("sales-expert")
const invoices = 48
/**
 * Copies of the invoices made in SQL, so that the lists pass what a search first samples, and one in twelve (a note) passes
 * the cap of 1,000 while too sparse for a walk to reach it.
 */
const copies = 300
const perPage = 5

interface Stored {
  readonly id: number
  readonly kind: string
  readonly total: number
  readonly sales_expert_id: number | null
  readonly search_text: string
  readonly customer_text: string
}

type Sort = Parameters<InvoiceStore["page"]>[2]

/** The list as invoices.md defines it, in plain code: the filters, the search on the invoice's or its customer's text, the sort then id. */
const model = (stored: ReadonlyArray<Stored>, filter: InvoiceFilter, search: string, sort: Sort) =>
  stored
    .filter(
      (row) =>
        (filter.kind === undefined || row.kind === filter.kind) &&
        (filter.ownerOnly === undefined || row.sales_expert_id === filter.ownerOnly),
    )
    .filter((row) => row.search_text.includes(search) || row.customer_text.includes(search))
    .sort((a, b) => (sort === undefined ? b.id - a.id : (sort.descending ? -1 : 1) * (a.total - b.total || a.id - b.id)))
    .map((row) => row.id)

describe.each(testDialects)("a searched invoice list on %s", (dialect) => {
  let t: TestServer
  let stored: ReadonlyArray<Stored> = []
  beforeAll(async () => {
    t = await testServer(dialect)
    const token = await t.signIn("super-admin")
    for (let n = 0; n < invoices; n += 1) {
      const body = invoiceBody({ customer_id: 1 + (n % 10), note: n % 12 === 0 ? "پنجره سقفی" : "دو جداره" })
      const lines = body.lines.map((line) => ({ ...line, width: 1000 + 10 * n }))
      const answer = await t.request("POST", "/api/Admin/invoice", { token, json: { ...body, lines } })
      expect(answer.status).toBe(201)
      const { id } = (answer.body as { data: { id: number } }).data
      await t.db
        .updateTable("invoices")
        .set({ kind: n % 6 === 5 ? "pre-buy" : "informal", sales_expert_id: n % 2 === 0 ? expertId : null })
        .where("id", "=", id)
        .execute()
    }
    for (let copy = 1; copy <= copies; copy += 1)
      await sql`insert into invoices (serial_number, kind, state, version, customer_id, created_by, sales_expert_id, date,
          discount_basis_points, lines, pieces, area_mm2, weight_grams, subtotal, discount, fare, vat_basis_points, vat, total,
          note, search_text, created_at, updated_at)
        select serial_number + ${copy * 1000}, kind, state, version, customer_id, created_by, sales_expert_id, date,
          discount_basis_points, lines, pieces, area_mm2, weight_grams, subtotal, discount, fare, vat_basis_points, vat, total,
          note, cast(serial_number + ${copy * 1000} as text) || substr(search_text, length(cast(serial_number as text)) + 1),
          created_at, updated_at
        from invoices where id <= ${invoices}`.execute(t.db)
    // A word on one in nine of the newest invoices and one in 240 of the rest: the newest promise more than the list holds.
    const newest = Number(
      (
        await t.db
          .selectFrom("invoices")
          .select((eb) => eb.fn.max("id").as("id"))
          .executeTakeFirstOrThrow()
      ).id,
    )
    await t.db
      .updateTable("invoices")
      .set({ search_text: sql`search_text || ${" نادر"}` })
      .where((eb) =>
        eb.or([eb.and([eb("id", ">", newest - searchSample), sql<boolean>`id % 9 = 0`]), sql<boolean>`id % 240 = 0`]),
      )
      .execute()
    const rows = await t.db
      .selectFrom("invoices")
      .innerJoin("customers", "customers.id", "invoices.customer_id")
      .select([
        "invoices.id",
        "invoices.kind",
        "invoices.total",
        "invoices.sales_expert_id",
        "invoices.search_text",
        "customers.search_text as customer_text",
      ])
      .execute()
    stored = rows.map((row) => ({ ...row, total: Number(row.total) }))
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  it("answers a rare and a dense search, by note, serial or customer, in every order, as the model does: its total exact up to the cap and marked a floor past it", async () => {
    expect(stored.length).toBe(invoices * (copies + 1))
    const store = invoiceStoreIn(t.database, orderStepIn(t.database.dialect))
    const customerPart = (stored[0]?.customer_text ?? "").split("\n")[0]?.slice(0, 4) ?? ""
    expect([...customerPart].length).toBeGreaterThanOrEqual(3)
    const searches = ["سقفی", "جداره", "1012", "100", customerPart, "ج", "نادر"]
    // The pre-buy list is shorter than the sample, so it is counted there.
    const filters: ReadonlyArray<InvoiceFilter> = [
      { kind: "informal" },
      { kind: "informal", ownerOnly: expertId },
      { kind: "pre-buy" },
    ]
    const sorts: ReadonlyArray<Sort> = [undefined, { key: "total", descending: false }, { key: "total", descending: true }]
    const totals = { exact: 0, capped: 0, pastSample: 0 }
    for (const filter of filters)
      for (const search of searches)
        for (const sort of sorts) {
          const expected = model(stored, filter, search, sort)
          const last = Math.ceil(expected.length / perPage)
          // The first pages, one in the middle, the pages about the cap, the last and the one after it.
          const pages = [1, 2, 3, Math.ceil(last / 2), 200, 201, 202, last, last + 1].filter((page) => page >= 1)
          for (const page of new Set(pages)) {
            const request = pageRequest(String(page), String(perPage))
            const answer = await store.page({ ...filter, search }, request, sort)
            const where = `${JSON.stringify(filter)} «${search}» ${JSON.stringify(sort)} page ${page}`
            const cap = countCapOf(request)
            expect({ total: answer.total, capped: answer.capped }, where).toEqual(
              expected.length > cap ? { total: cap, capped: true } : { total: expected.length, capped: undefined },
            )
            expect(
              answer.rows.map((row) => row.id),
              where,
            ).toEqual(expected.slice((page - 1) * perPage, page * perPage))
            totals[answer.capped === true ? "capped" : "exact"] += 1
            if (expected.length > searchSample) totals.pastSample += 1
          }
        }
    // Lists longer than the sample were counted both exactly and capped, so each way was held to the model.
    expect(totals.exact).toBeGreaterThan(0)
    expect(totals.capped).toBeGreaterThan(0)
    expect(totals.pastSample).toBeGreaterThan(totals.capped)
  })
})
