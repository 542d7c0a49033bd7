import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pageRequest } from "../db/paging.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { invoiceStoreIn, searchPageFromIds, type InvoiceFilter, type InvoiceStore } from "./invoiceStore.ts"
import { orderStepIn } from "../finance/orderFollows.ts"

afterAll(dropTestSchemas)

const expertId = demoUserId("sales-expert")
const invoices = 48
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

  it("answers every page of a rare and a dense search, by note, serial or customer, in every order, as the model does, whichever way each page is read", async () => {
    const store = invoiceStoreIn(t.database, orderStepIn(t.database.dialect))
    const customerPart = (stored[0]?.customer_text ?? "").split("\n")[0]?.slice(0, 4) ?? ""
    expect([...customerPart].length).toBeGreaterThanOrEqual(3)
    const searches = ["سقفی", "جداره", "1012", "100", customerPart]
    const filters: ReadonlyArray<InvoiceFilter> = [{ kind: "informal" }, { kind: "informal", ownerOnly: expertId }]
    const sorts: ReadonlyArray<Sort> = [undefined, { key: "total", descending: false }, { key: "total", descending: true }]
    const ways = new Set<boolean>()
    for (const filter of filters)
      for (const search of searches)
        for (const sort of sorts) {
          const expected = model(stored, filter, search, sort)
          const walked = stored.filter((row) => row.kind === filter.kind).length
          for (let page = 1; page <= Math.ceil(expected.length / perPage) + 1; page += 1) {
            const answer = await store.page({ ...filter, search }, pageRequest(String(page), String(perPage)), sort)
            const where = `${JSON.stringify(filter)} «${search}» ${JSON.stringify(sort)} page ${page}`
            expect(answer.total, where).toBe(expected.length)
            expect(
              answer.rows.map((row) => row.id),
              where,
            ).toEqual(expected.slice((page - 1) * perPage, page * perPage))
            ways.add(searchPageFromIds(dialect, { total: expected.length, walked }, page * perPage))
          }
        }
    // Both ways of reading a page were taken above, so each was held to the model.
    expect([...ways].sort()).toEqual([false, true])
  })
})
