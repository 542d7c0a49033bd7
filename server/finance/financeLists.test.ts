import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { Schemas } from "../http/answers.ts"
import { openOrdersOfFormalInvoices } from "../db/migrations/0014_finance.ts"
import { seedDemoInvoices } from "../seed/demoInvoices.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { cashOf, chequeOf, invoiceAt, tokensOf, type Tokens } from "../testing/finance.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { csvLines } from "../testing/lists.ts"
import type { Kysely } from "kysely"

afterAll(dropTestSchemas)

type OrderPage = { data: Array<Schemas["OrderRow"]>; meta: Schemas["PageMeta"] }
type ChequePage = { data: Array<Schemas["ChequeRow"]>; meta: Schemas["ChequePageMeta"] }
const none = { count: 0, amount: 0 }

describe.each(testDialects)("the order and cheque lists on %s", (dialect) => {
  let t: TestServer
  let tokens: Tokens
  // A: approved, paid in full; B: confirmed, part paid, three cheques; C: cancelled; D: an approved pre-buy with an overdue cheque.
  let a: Schemas["Invoice"], b: Schemas["Invoice"], c: Schemas["Invoice"], d: Schemas["Invoice"]
  beforeAll(async () => {
    t = await testServer(dialect)
    tokens = await tokensOf(t)
    a = await invoiceAt(t, tokens, "issued")
    b = await invoiceAt(t, tokens, "confirmed", { customer_id: 2 })
    c = await invoiceAt(t, tokens, "issued")
    d = await invoiceAt(t, tokens, "pre-buy")
    const post = async (invoice: Schemas["Invoice"], what: "payments" | "cheques", body: object) =>
      expect(
        (await t.request("POST", `/api/Admin/invoice/${invoice.id}/${what}`, { token: tokens["financial-manager"], json: body }))
          .status,
      ).toBe(201)
    await post(a, "payments", cashOf(a.total))
    await post(b, "payments", cashOf(1000))
    await post(b, "cheques", chequeOf(30_000, { bank: "بانک ملت", due_date: "1403/12/22", sayad_id: "1000000000000001" }))
    await post(b, "cheques", chequeOf(40_000, { bank: "بانک ملی ایران", due_date: "1404/01/15", sayad_id: "1000000000000002" }))
    await post(
      b,
      "cheques",
      chequeOf(50_000, { bank: "بانک صادرات ایران", due_date: "1403/12/18", sayad_id: "1000000000000003" }),
    )
    await post(d, "cheques", chequeOf(60_000, { bank: "بانک تجارت", due_date: "1403/12/10", sayad_id: "1000000000000004" }))
    const third = await t.db
      .selectFrom("cheques")
      .select("id")
      .where("sayad_id", "=", "1000000000000003")
      .executeTakeFirstOrThrow()
    expect(
      (
        await t.request("PATCH", `/api/Admin/cheque/${third.id}`, {
          token: tokens["financial-manager"],
          json: { state: "deposited" },
        })
      ).status,
    ).toBe(200)
    expect(
      (await t.request("POST", `/api/Admin/invoice/${c.id}/cancel`, { token: tokens["sales-manager"], json: {} })).status,
    ).toBe(200)
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const orders = async (query = "", token = tokens["financial-manager"]) => {
    const answer = await t.request("GET", `/api/Admin/order${query}`, { token })
    expect(answer.status).toBe(200)
    return answer.body as OrderPage
  }
  const cheques = async (query = "") => {
    const answer = await t.request("GET", `/api/Admin/cheque${query}`, { token: tokens["sales-manager"] })
    expect(answer.status).toBe(200)
    return answer.body as ChequePage
  }
  const serials = (page: OrderPage) => page.data.map((row) => row.serial_number)
  const sayads = (page: ChequePage) => page.data.map((row) => row.sayad_id.slice(-1))

  it("lists orders newest first with their balance, numbered across pages", async () => {
    const all = await orders()
    expect(serials(all)).toEqual([c.serial_number, b.serial_number, a.serial_number])
    expect(all.meta).toEqual({ total: 3, page: 1, per_page: 15 })
    expect(all.data.find((row) => row.invoice_id === b.id)).toEqual({
      key: 2,
      id: expect.any(Number),
      invoice_id: b.id,
      serial_number: b.serial_number,
      customer_id: 2,
      customer_name: "محمد جعفری",
      total: b.total,
      paid: 1000,
      in_cheques: 120_000,
      remaining: b.total - 1000,
      production_state: "waiting",
      // Confirmed, so its pieces were made: its state follows their scans.
      follows_pieces: true,
      ready_at: null,
      delivered_at: null,
      created_at: expect.any(String),
    })
    const second = await orders("?per_page=2&page=2", tokens["sales-manager"])
    expect(second.data.map((row) => [row.key, row.serial_number])).toEqual([[3, a.serial_number]])
  })

  it("filters orders by serial number, customer, production state, balance and search", async () => {
    const cases: ReadonlyArray<readonly [string, ReadonlyArray<number>]> = [
      [`?serial_number=${encodeURIComponent(toPersianDigits(a.serial_number))}`, [a.serial_number]],
      ["?serial_number=abc", []],
      ["?customer_id=2", [b.serial_number]],
      ["?customer_id=x", [c.serial_number, b.serial_number, a.serial_number]],
      ["?production_state=awaiting_confirmation", [a.serial_number]],
      ["?production_state=cancelled", [c.serial_number]],
      ["?production_state=nonsense", [c.serial_number, b.serial_number, a.serial_number]],
      ["?has_balance=1", [b.serial_number]],
      ["?has_balance=true&customer_id=1", []],
      [`?search=${encodeURIComponent("جعفری")}`, [b.serial_number]],
      [`?search=${b.serial_number}`, [b.serial_number]],
    ]
    for (const [query, expected] of cases) {
      const page = await orders(query)
      expect(serials(page), query).toEqual(expected)
      expect(page.meta.total, query).toBe(expected.length)
    }
  })

  it("sorts orders by remaining either way, and refuses an unknown sort in Persian", async () => {
    const remaining = (await orders("?sort=-remaining")).data.map((row) => row.remaining)
    expect(remaining).toEqual([...remaining].sort((x, y) => y - x))
    expect((await orders("?sort=remaining")).data.map((row) => row.remaining)).toEqual([...remaining].reverse())
    const refused = await t.request("GET", "/api/Admin/order?sort=paid", { token: tokens["financial-manager"] })
    expect(refused.status).toBe(422)
    expect(refused.body).toEqual({ message: "ترتیب نامعتبر است", errors: { sort: ["ترتیب نامعتبر است"] } })
  })

  it("exports the filtered orders as CSV with Persian headers, serials in Persian digits and state names", async () => {
    const lines = csvLines(
      await t.request("GET", "/api/Admin/order/export?production_state=waiting", { token: tokens["sales-manager"] }),
      "orders.csv",
    )
    expect(lines).toEqual([
      "ردیف,شماره,مشتری,مبلغ کل (ریال),پرداخت شده (ریال),چک در جریان (ریال),مانده (ریال),وضعیت تولید,تاریخ آماده شدن,تاریخ تحویل",
      `1,${toPersianDigits(b.serial_number)},محمد جعفری,${b.total},1000,120000,${b.total - 1000},در انتظار تولید,,`,
      "",
    ])
  })

  it("lists cheques by due date with their invoice, marks the ones in hand due within 7 days, and totals each state under the other filters", async () => {
    const all = await cheques()
    expect(sayads(all)).toEqual(["4", "3", "1", "2"])
    expect(all.data.map((row) => [row.key, row.due_soon])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ])
    expect(all.data[0]).toEqual({
      key: 1,
      id: expect.any(Number),
      sayad_id: "1000000000000004",
      serial: "123456",
      bank: "بانک تجارت",
      drawer: "علی رضایی",
      due_date: "1403/12/10",
      amount: 60_000,
      state: "in_hand",
      created_at: expect.any(String),
      invoice_id: d.id,
      serial_number: d.serial_number,
      customer_id: 1,
      customer_name: expect.any(String),
      due_soon: true,
    })
    const totals = {
      in_hand: { count: 3, amount: 130_000 },
      deposited: { count: 1, amount: 50_000 },
      cleared: none,
      bounced: none,
      returned: none,
    }
    expect(all.meta).toEqual({ total: 4, page: 1, per_page: 15, totals })
    const inHand = await cheques("?state=in_hand")
    expect(sayads(inHand)).toEqual(["4", "1", "2"])
    expect(inHand.meta.totals).toEqual(totals)
  })

  it("filters cheques by bank text, customer and a Jalali due-date range, and sorts them", async () => {
    const cases: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
      [`?bank=${encodeURIComponent("ملت")}`, ["1"]],
      [`?bank=${encodeURIComponent("بانك ملي")}`, ["2"]],
      ["?bank=%25", []],
      ["?customer_id=1", ["4"]],
      ["?customer_id=2", ["3", "1", "2"]],
      [`?from=${encodeURIComponent("۱۴۰۳/۱۲/۱۵")}&to=1403/12/29`, ["3", "1"]],
      ["?from=1404/01/01", ["2"]],
      ["?to=1403/13/40", ["4", "3", "1", "2"]],
      ["?sort=-amount", ["4", "3", "2", "1"]],
      ["?sort=due_date", ["4", "3", "1", "2"]],
    ]
    for (const [query, expected] of cases) expect(sayads(await cheques(query)), query).toEqual(expected)
    // A bank written with Persian digits is found by them in either script.
    await t.db.updateTable("cheques").set({ bank: "بانک تجارت شعبه ۹۷۲" }).where("sayad_id", "=", "1000000000000004").execute()
    for (const digits of ["972", "۹۷۲"])
      expect(sayads(await cheques(`?bank=${encodeURIComponent(digits)}`)), digits).toEqual(["4"])
    expect((await cheques("?customer_id=1")).meta.totals).toEqual({
      in_hand: { count: 1, amount: 60_000 },
      deposited: none,
      cleared: none,
      bounced: none,
      returned: none,
    })
  })

  it("exports the filtered cheques as CSV, Sayad IDs, serials and dates in Persian digits", async () => {
    const lines = csvLines(
      await t.request("GET", `/api/Admin/cheque/export?bank=${encodeURIComponent("ملت")}`, {
        token: tokens["financial-manager"],
      }),
      "cheques.csv",
    )
    expect(lines).toEqual([
      "ردیف,شماره صیاد,سریال,بانک,صادرکننده,تاریخ سررسید,مبلغ (ریال),وضعیت,شماره فاکتور,مشتری",
      `1,${toPersianDigits("1000000000000001")},${toPersianDigits("123456")},بانک ملت,علی رضایی,${toPersianDigits("1403/12/22")},30000,در دست,${toPersianDigits(b.serial_number)},محمد جعفری`,
      "",
    ])
  })

  it("gives the financial manager's home the cheques due this week, the orders awaiting confirmation and those with a balance", async () => {
    const desk = (answer: { body: unknown }) => (answer.body as Schemas["Dashboard"]).data.finance
    const expected = {
      cheques_due: { count: 2, amount: 90_000 },
      cheques_due_until: "1403/12/27",
      orders_awaiting_confirmation: 1,
      orders_with_balance: { count: 1, amount: b.total - 1000 },
    }
    expect(desk(await t.request("GET", "/api/Admin/dashboard", { token: tokens["financial-manager"] }))).toEqual(expected)
    expect(desk(await t.request("GET", "/api/Admin/dashboard", { token: tokens["super-admin"] }))).toEqual(expected)
    expect(desk(await t.request("GET", "/api/Admin/dashboard", { token: tokens["sales-manager"] }))).toBeNull()
    expect(desk(await t.request("GET", "/api/Admin/dashboard", { token: tokens["sales-expert"] }))).toBeNull()
  })
})

describe.each(testDialects)("the demo invoices' orders on %s", (dialect) => {
  it("gives every formal demo invoice its one order in the state its invoice implies, and the migration's backfill gives the same", async () => {
    const t = await testServer(dialect)
    await seedDemoInvoices(t.database, t.deps.useCases.invoice, t.clock.now())
    const ordersOf = () =>
      t.db
        .selectFrom("invoices")
        .leftJoin("orders", "orders.invoice_id", "invoices.id")
        .select(["invoices.id", "invoices.state", "orders.production_state"])
        .where("invoices.kind", "=", "formal")
        .orderBy("invoices.id")
        .execute()
    const seeded = await ordersOf()
    expect(seeded.length).toBeGreaterThan(0)
    for (const row of seeded) expect(row.production_state).toBe(row.state === "confirmed" ? "waiting" : "awaiting_confirmation")
    // The confirmed orders' pieces point at their orders: they go first (the backfill opens orders, never pieces).
    await t.db.deleteFrom("production_panes").execute()
    await t.db.deleteFrom("production_units").execute()
    await t.db.deleteFrom("orders").execute()
    await openOrdersOfFormalInvoices(t.db as unknown as Kysely<unknown>)
    expect(await ordersOf()).toEqual(seeded)
    await t.close()
  })
})
