import { rialsOfColumn } from "../../domain/money/Rials.ts"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { balanceOf, type Balance } from "../../domain/finance/Balance.ts"
import { chequeStates, type ChequeState } from "../../domain/finance/ChequeStates.ts"
import { orderStates } from "../../domain/finance/OrderStates.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { cashOf, chequeOf, invoiceAt, tokensOf, type Tokens } from "../testing/finance.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { financeListsIn } from "./financeLists.ts"
import type { ChequeFilter, OrderFilter } from "./financeListRecords.ts"

afterAll(dropTestSchemas)

/** Every row the balances come from, read at once. */
const rowsOf = async (t: TestServer) => {
  const [invoices, orders, payments, cheques] = await Promise.all([
    t.db
      .selectFrom("invoices")
      .select(["id", "serial_number", "customer_id", "total", "paid", "in_cheques"])
      .orderBy("id")
      .execute(),
    t.db.selectFrom("orders").select(["id", "invoice_id", "production_state"]).execute(),
    t.db.selectFrom("payments").select(["id", "invoice_id", "amount"]).execute(),
    t.db.selectFrom("cheques").select(["id", "invoice_id", "amount", "state", "bank", "due_date"]).execute(),
  ])
  const balances = new Map<number, Balance>(
    invoices.map((invoice) => [
      invoice.id,
      balanceOf(
        rialsOfColumn(invoice.total),
        payments
          .filter((payment) => payment.invoice_id === invoice.id)
          .map((payment) => ({ amount: rialsOfColumn(payment.amount) })),
        cheques
          .filter((cheque) => cheque.invoice_id === invoice.id)
          .map((cheque) => ({ amount: rialsOfColumn(cheque.amount), state: cheque.state as ChequeState })),
      ),
    ]),
  )
  const balance = (invoiceId: number) => balances.get(invoiceId) ?? expect.unreachable(`invoice ${invoiceId} missing`)
  return { invoices, orders, payments, cheques, balance }
}

type Rows = Awaited<ReturnType<typeof rowsOf>>

const owes = (rows: Rows, order: Rows["orders"][number]) =>
  order.production_state !== "cancelled" && rows.balance(order.invoice_id).remaining > 0

/** The kept columns and counts as they would be recomputed from the rows by the domain's rule; states holding nothing left out. */
const recomputed = (rows: Rows) => ({
  invoices: rows.invoices.map((invoice) => ({
    id: invoice.id,
    paid: rows.balance(invoice.id).paid,
    in_cheques: rows.balance(invoice.id).in_cheques,
  })),
  orders: orderStates
    .map((state) => {
      const inState = rows.orders.filter((order) => order.production_state === state)
      const owing = inState.filter((order) => rows.balance(order.invoice_id).remaining > 0)
      return {
        production_state: state,
        n: inState.length,
        with_balance: owing.length,
        remaining: owing.reduce((sum, order) => sum + rows.balance(order.invoice_id).remaining, 0),
      }
    })
    .filter((row) => row.n !== 0 || row.with_balance !== 0 || row.remaining !== 0),
  cheques: chequeStates
    .map((state) => {
      const inState = rows.cheques.filter((cheque) => cheque.state === state)
      return { state, n: inState.length, amount: inState.reduce((sum, cheque) => sum + Number(cheque.amount), 0) }
    })
    .filter((row) => row.n !== 0 || row.amount !== 0),
  chequeBanks: [...new Set(rows.cheques.map((cheque) => `${cheque.bank}|${cheque.state}`))].sort().map((key) => {
    const held = rows.cheques.filter((cheque) => `${cheque.bank}|${cheque.state}` === key)
    return { key, n: held.length, amount: held.reduce((sum, cheque) => sum + Number(cheque.amount), 0) }
  }),
})

/** The kept columns and counts as stored. */
const kept = async (t: TestServer, rows: Rows) => {
  const [orders, cheques] = await Promise.all([
    // A state's figures are the sums over its slots (migration 0022).
    t.db
      .selectFrom("order_counts")
      .select((eb) => [
        "production_state",
        eb.fn.sum<number>("n").as("n"),
        eb.fn.sum<number>("with_balance").as("with_balance"),
        eb.fn.sum<number>("remaining").as("remaining"),
      ])
      .groupBy("production_state")
      .execute(),
    t.db
      .selectFrom("cheque_totals")
      .select((eb) => ["state", eb.fn.sum<number>("n").as("n"), eb.fn.sum<number>("amount").as("amount")])
      .groupBy("state")
      .execute(),
  ])
  // By bank as typed and state (migration 0028), likewise summed over slots.
  const banks = await t.db
    .selectFrom("cheque_bank_totals")
    .select((eb) => ["bank", "state", eb.fn.sum<number>("n").as("n"), eb.fn.sum<number>("amount").as("amount")])
    .groupBy(["bank", "state"])
    .execute()
  const byOrder = <T extends { readonly state?: string; readonly production_state?: string }>(
    list: ReadonlyArray<T>,
    states: ReadonlyArray<string>,
  ) =>
    [...list].sort(
      (a, b) => states.indexOf(a.production_state ?? a.state ?? "") - states.indexOf(b.production_state ?? b.state ?? ""),
    )
  return {
    invoices: rows.invoices.map((invoice) => ({
      id: invoice.id,
      paid: Number(invoice.paid),
      in_cheques: Number(invoice.in_cheques),
    })),
    orders: byOrder(
      orders.map((row) => ({
        production_state: row.production_state,
        n: Number(row.n),
        with_balance: Number(row.with_balance),
        remaining: Number(row.remaining),
      })),
      orderStates,
    ).filter((row) => row.n !== 0 || row.with_balance !== 0 || row.remaining !== 0),
    cheques: byOrder(
      cheques.map((row) => ({ state: row.state, n: Number(row.n), amount: Number(row.amount) })),
      chequeStates,
    ).filter((row) => row.n !== 0 || row.amount !== 0),
    chequeBanks: banks
      .map((row) => ({ key: `${row.bank}|${row.state}`, n: Number(row.n), amount: Number(row.amount) }))
      .filter((row) => row.n !== 0 || row.amount !== 0)
      .sort((a, b) => (a.key < b.key ? -1 : 1)),
  }
}

describe.each(testDialects)("invoice balances and finance counts kept by triggers on %s", (dialect) => {
  let t: TestServer
  let tokens: Tokens
  beforeAll(async () => {
    t = await testServer(dialect)
    tokens = await tokensOf(t)
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const expectKeptInStep = async () => {
    const rows = await rowsOf(t)
    expect(await kept(t, rows)).toEqual(recomputed(rows))
  }

  it("keeps paid, in cheques and the order and cheque counts equal to the rows after any sequence of payments, cheques and moves", async () => {
    const invoiceIndex = fc.integer({ min: 0, max: 2 })
    const step = fc.oneof(
      fc.record({ kind: fc.constant("payment" as const), invoice: invoiceIndex, percent: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ kind: fc.constant("cheque" as const), invoice: invoiceIndex, percent: fc.integer({ min: 1, max: 60 }) }),
      fc.record({
        kind: fc.constant("chequeMove" as const),
        pick: fc.nat(),
        to: fc.constantFrom("deposited", "cleared", "bounced", "returned"),
      }),
      fc.record({
        kind: fc.constant("orderMove" as const),
        invoice: invoiceIndex,
        to: fc.constantFrom("in_production", "ready", "delivered", "cancelled"),
      }),
      // Writes no screen makes, so the triggers' update and delete paths are driven too.
      fc.record({ kind: fc.constant("dropPayment" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("rechequeAmount" as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({
        kind: fc.constant("rebank" as const),
        pick: fc.nat(),
        bank: fc.constantFrom("بانک ملت", "بانک سپه", "Bank 1"),
      }),
      fc.record({
        kind: fc.constant("retotal" as const),
        invoice: invoiceIndex,
        delta: fc.integer({ min: -200_000, max: 200_000 }),
      }),
    )
    const token = () => tokens["financial-manager"]
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const invoices = [
          await invoiceAt(t, tokens, "confirmed"),
          await invoiceAt(t, tokens, "issued"),
          await invoiceAt(t, tokens, "pre-buy"),
        ]
        const ids = invoices.map((invoice) => invoice.id)
        const pickOf = <T>(list: ReadonlyArray<T>, pick: number): T | undefined => list[pick % Math.max(list.length, 1)]
        for (const s of steps) {
          if (s.kind === "payment" || s.kind === "cheque") {
            const invoice = invoices[s.invoice] as Schemas["Invoice"]
            const amount = Math.ceil((invoice.total * s.percent) / 100)
            const body = s.kind === "payment" ? cashOf(amount) : chequeOf(amount)
            const answer = await t.request(
              "POST",
              `/api/Admin/invoice/${invoice.id}/${s.kind === "payment" ? "payments" : "cheques"}`,
              { token: token(), json: body },
            )
            expect([201, 422]).toContain(answer.status)
          } else if (s.kind === "chequeMove") {
            const cheque = pickOf(
              await t.db.selectFrom("cheques").select("id").where("invoice_id", "in", ids).orderBy("id").execute(),
              s.pick,
            )
            if (cheque !== undefined)
              expect([200, 422]).toContain(
                (await t.request("PATCH", `/api/Admin/cheque/${cheque.id}`, { token: token(), json: { state: s.to } })).status,
              )
          } else if (s.kind === "orderMove") {
            const order = await t.db
              .selectFrom("orders")
              .select("id")
              .where("invoice_id", "=", ids[s.invoice] ?? 0)
              .executeTakeFirst()
            if (order !== undefined)
              expect([200, 422]).toContain(
                (await t.request("PATCH", `/api/Admin/order/${order.id}`, { token: token(), json: { production_state: s.to } }))
                  .status,
              )
          } else if (s.kind === "dropPayment") {
            const payment = pickOf(
              await t.db.selectFrom("payments").select("id").where("invoice_id", "in", ids).orderBy("id").execute(),
              s.pick,
            )
            if (payment !== undefined) await t.db.deleteFrom("payments").where("id", "=", payment.id).execute()
          } else if (s.kind === "rechequeAmount") {
            const cheque = pickOf(
              await t.db.selectFrom("cheques").select("id").where("invoice_id", "in", ids).orderBy("id").execute(),
              s.pick,
            )
            if (cheque !== undefined)
              await t.db.updateTable("cheques").set({ amount: s.amount }).where("id", "=", cheque.id).execute()
          } else if (s.kind === "rebank") {
            const cheque = pickOf(
              await t.db.selectFrom("cheques").select("id").where("invoice_id", "in", ids).orderBy("id").execute(),
              s.pick,
            )
            if (cheque !== undefined)
              await t.db.updateTable("cheques").set({ bank: s.bank }).where("id", "=", cheque.id).execute()
          } else {
            await t.db
              .updateTable("invoices")
              .set((eb) => ({ total: eb("total", "+", s.delta) }))
              .where("id", "=", ids[s.invoice] ?? 0)
              .execute()
          }
          await expectKeptInStep()
        }
      }),
      { numRuns: 6 },
    )
  })

  it("answers list counts, cheque totals and the desk equal to a count over the joined rows, under every kind of filter", async () => {
    const fm = tokens["financial-manager"]
    const post = async (invoice: Schemas["Invoice"], what: "payments" | "cheques", body: object) =>
      expect((await t.request("POST", `/api/Admin/invoice/${invoice.id}/${what}`, { token: fm, json: body })).status).toBe(201)
    const a = await invoiceAt(t, tokens, "confirmed", { customer_id: 2 })
    const b = await invoiceAt(t, tokens, "confirmed")
    const c = await invoiceAt(t, tokens, "issued", { customer_id: 2 })
    const d = await invoiceAt(t, tokens, "pre-buy")
    await post(a, "payments", cashOf(a.total))
    await post(b, "payments", cashOf(1000))
    await post(b, "cheques", chequeOf(20_000, { bank: "بانک ملت", due_date: "1403/12/22" }))
    await post(b, "cheques", chequeOf(30_000, { bank: "بانک ملی ایران", due_date: "1404/01/15" }))
    await post(c, "cheques", chequeOf(40_000, { bank: "بانک ملت", due_date: "1404/02/01" }))
    await post(d, "payments", cashOf(5000))
    const chequeIds = (
      await t.db.selectFrom("cheques").select("id").where("invoice_id", "in", [b.id, c.id]).orderBy("id").execute()
    ).map((row) => row.id)
    for (const [id, states] of [
      [chequeIds[0], ["deposited", "cleared"]],
      [chequeIds[1], ["returned"]],
    ] as const)
      for (const state of states)
        expect((await t.request("PATCH", `/api/Admin/cheque/${id}`, { token: fm, json: { state } })).status).toBe(200)
    const orderOfB = await t.db.selectFrom("orders").select("id").where("invoice_id", "=", b.id).executeTakeFirstOrThrow()
    // As an order confirmed before production's pieces, which the financial manager still moves by hand.
    await t.db.deleteFrom("production_panes").where("order_id", "=", orderOfB.id).execute()
    await t.db.deleteFrom("production_units").where("order_id", "=", orderOfB.id).execute()
    expect(
      (await t.request("PATCH", `/api/Admin/order/${orderOfB.id}`, { token: fm, json: { production_state: "in_production" } }))
        .status,
    ).toBe(200)
    expect(
      (await t.request("POST", `/api/Admin/invoice/${c.id}/cancel`, { token: tokens["sales-manager"], json: {} })).status,
    ).toBe(200)

    const rows = await rowsOf(t)
    const lists = financeListsIn(t.database)
    const all = { perPage: 1000, offset: 0, page: 1 }
    const customerOf = (invoiceId: number) => rows.invoices.find((invoice) => invoice.id === invoiceId)?.customer_id
    const serialOf = (invoiceId: number) => Number(rows.invoices.find((invoice) => invoice.id === invoiceId)?.serial_number)

    const orderFilters: ReadonlyArray<OrderFilter> = [
      {},
      ...orderStates.map((productionState) => ({ productionState })),
      { hasBalance: true },
      ...orderStates.map((productionState) => ({ productionState, hasBalance: true })),
      { customerId: 2 },
      { customerId: 2, hasBalance: true },
      { customerId: 1, productionState: "in_production" },
      { serialNumber: b.serial_number },
      { serialNumber: b.serial_number, hasBalance: true },
    ]
    for (const filter of orderFilters) {
      const expected = rows.orders.filter(
        (order) =>
          (filter.productionState === undefined || order.production_state === filter.productionState) &&
          (filter.hasBalance !== true || owes(rows, order)) &&
          (filter.customerId === undefined || customerOf(order.invoice_id) === filter.customerId) &&
          (filter.serialNumber === undefined || serialOf(order.invoice_id) === filter.serialNumber),
      )
      const page = await lists.orders(filter, all)
      expect(page.total, JSON.stringify(filter)).toBe(expected.length)
      expect(page.rows.map((row) => row.id).sort()).toEqual(expected.map((order) => order.id).sort())
      for (const row of page.rows)
        expect({ total: row.total, paid: row.paid, in_cheques: row.in_cheques, remaining: row.remaining }).toEqual(
          rows.balance(row.invoice_id),
        )
    }

    const chequeFilters: ReadonlyArray<ChequeFilter> = [
      {},
      ...chequeStates.map((state) => ({ state })),
      { bank: "ملت" },
      { bank: "ملت", state: "in_hand" },
      { customerId: 2 },
      { customerId: 1, state: "cleared" },
      { from: "1404/01/01" },
      { to: "1404/01/15", state: "returned" },
    ]
    for (const filter of chequeFilters) {
      const others = rows.cheques.filter(
        (cheque) =>
          (filter.bank === undefined || cheque.bank.includes(filter.bank)) &&
          (filter.customerId === undefined || customerOf(cheque.invoice_id) === filter.customerId) &&
          (filter.from === undefined || cheque.due_date >= filter.from) &&
          (filter.to === undefined || cheque.due_date <= filter.to),
      )
      const expected = others.filter((cheque) => filter.state === undefined || cheque.state === filter.state)
      const page = await lists.cheques(filter, all)
      expect(page.total, JSON.stringify(filter)).toBe(expected.length)
      expect(page.rows.map((row) => row.id).sort()).toEqual(expected.map((cheque) => cheque.id).sort())
      const totals = Object.fromEntries(
        chequeStates.map((state) => {
          const inState = others.filter((cheque) => cheque.state === state)
          return [state, { count: inState.length, amount: inState.reduce((sum, cheque) => sum + Number(cheque.amount), 0) }]
        }),
      )
      expect(page.totals, JSON.stringify(filter)).toEqual(totals)
    }

    const owing = rows.orders.filter((order) => owes(rows, order))
    const due = rows.cheques.filter((cheque) => cheque.state === "in_hand" && cheque.due_date <= "1404/01/31")
    expect(await lists.desk("1404/01/31")).toEqual({
      chequesDue: { count: due.length, amount: due.reduce((sum, cheque) => sum + Number(cheque.amount), 0) },
      ordersAwaitingConfirmation: rows.orders.filter((order) => order.production_state === "awaiting_confirmation").length,
      ordersWithBalance: {
        count: owing.length,
        amount: owing.reduce((sum, order) => sum + rows.balance(order.invoice_id).remaining, 0),
      },
    })
    expect(owing.length).toBeGreaterThan(0)
    await expectKeptInStep()
  })
})
