import { InvoiceId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { dueSoonUntil } from "../../domain/finance/ChequeDue.ts"
import { chequeStates } from "../../domain/finance/ChequeStates.ts"
import { orderStates } from "../../domain/finance/OrderStates.ts"
import { paymentMethods } from "../../domain/finance/PaymentForm.ts"
import type { ResolvedLine } from "../../domain/invoice/ResolvedInvoice.ts"
import { pieceLineOf, piecesOf } from "../../domain/production/Pieces.ts"
import { defaultProductionSettings } from "../../domain/production/ProductionSettings.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import type { Dialect } from "../db/Database.ts"
import { demoUserId, startOfTests, testServer, type TestServer } from "../testing/harness.ts"
import { seedDemoFinance } from "./demoFinance.ts"
import { seedDemoFloor } from "./demoFloor.ts"
import { seedDemoInvoices, userOf } from "./demoInvoices.ts"

afterAll(dropTestSchemas)

/** The state an order's invoice must be in, by the order's state. */
const invoiceStateOf = (production: string) =>
  production === "awaiting_confirmation" ? "issued" : production === "cancelled" ? "cancelled" : "confirmed"

/** A demo server as `npm start` seeds it, at a moment: the demo accounts, invoices, their money and their orders' scans. */
const seededAt = async (dialect: Dialect, nowMs: number): Promise<TestServer> => {
  const t = await testServer(dialect)
  t.clock.set(nowMs)
  await seedDemoInvoices(t.database, t.deps.useCases.invoice, nowMs)
  await seedDemoFloor(t.database, await seedDemoFinance(t.database, t.deps.useCases, nowMs), nowMs)
  return t
}

/** Every confirmed order has the pieces its lines make (production.md section 2), made by its confirm; the others none. */
const expectPieces = async (t: TestServer) => {
  const orders = await t.db
    .selectFrom("orders")
    .innerJoin("invoices", "invoices.id", "orders.invoice_id")
    .select(["orders.id", "orders.invoice_id", "orders.production_state", "invoices.serial_number"])
    .execute()
  const madeBy = (state: string) => state !== "awaiting_confirmation" && state !== "cancelled"
  expect(orders.filter((order) => madeBy(order.production_state)).length).toBeGreaterThan(0)
  const lines = await t.db.selectFrom("invoice_lines").select(["id", "invoice_id", "priced"]).orderBy("position").execute()
  const panes = await t.db.selectFrom("production_panes").select(["code", "order_id"]).execute()
  for (const order of orders) {
    const stored = lines.filter((row) => row.invoice_id === order.invoice_id)
    const planned = piecesOf(
      {
        serial: Number(order.serial_number),
        lines: stored.map((row, index) => pieceLineOf(index, row.id, (JSON.parse(row.priced) as { line: ResolvedLine }).line)),
      },
      defaultProductionSettings.edge_allowance_mm,
    )
    // A remake (the demo breaks one pane in the furnace) is made by its breakage, not by the confirm.
    const made = panes
      .filter((pane) => pane.order_id === order.id && !/-R\d+$/.test(pane.code))
      .map((pane) => pane.code)
      .sort()
    expect(made).toEqual(
      madeBy(order.production_state) ? planned.flatMap((unit) => unit.panes.map((pane) => pane.code)).sort() : [],
    )
  }
}

/** Every production state, payment method and cheque state present, dates in order, cheques due this week, no total passed. */
const expectConsistent = async (t: TestServer) => {
  const today = formatJalali(todayInTehran(t.clock.now()))
  const orders = await t.db
    .selectFrom("orders")
    .innerJoin("invoices", "invoices.id", "orders.invoice_id")
    .select(["orders.production_state", "invoices.kind", "invoices.state"])
    .execute()
  expect(new Set(orders.map((order) => order.production_state))).toEqual(new Set(orderStates))
  // Invoice and order never disagree: each order moved with its invoice.
  for (const order of orders) expect([order.kind, order.state]).toEqual(["formal", invoiceStateOf(order.production_state)])

  const payments = await t.db
    .selectFrom("payments")
    .innerJoin("invoices", "invoices.id", "payments.invoice_id")
    .select(["payments.method", "payments.date", "invoices.date as invoice_date"])
    .execute()
  expect(new Set(payments.map((payment) => payment.method))).toEqual(new Set(paymentMethods))
  for (const payment of payments) expect(payment.invoice_date <= payment.date && payment.date <= today).toBe(true)

  const cheques = await t.db
    .selectFrom("cheques")
    .innerJoin("invoices", "invoices.id", "cheques.invoice_id")
    .select(["cheques.state", "cheques.due_date", "invoices.date as invoice_date"])
    .execute()
  expect(new Set(cheques.map((cheque) => cheque.state))).toEqual(new Set(chequeStates))
  for (const cheque of cheques) expect(cheque.invoice_date <= cheque.due_date).toBe(true)
  // Some cheques in hand fall due within the next seven days (today included), the ones the desk and the list mark.
  const dueThisWeek = cheques.filter(
    (cheque) =>
      cheque.state === "in_hand" && today <= cheque.due_date && cheque.due_date <= dueSoonUntil(todayInTehran(t.clock.now())),
  )
  expect(dueThisWeek.length).toBeGreaterThan(1)

  // Every invoice that may hold money, read as the API answers it: paid + in cheques within the total; one paid in full, one in part.
  const held = await t.db.selectFrom("invoices").select(["id"]).where("kind", "in", ["formal", "pre-buy"]).execute()
  const balances = await Promise.all(
    held.map(async ({ id }) => {
      const money = await t.deps.useCases.finance.payments(userOf("super-admin"), InvoiceId(id))
      if (Result.isFailure(money)) throw new Error(`invoice ${id} has no payments page`)
      return money.success
    }),
  )
  for (const money of balances) expect(money.paid + money.in_cheques).toBeLessThanOrEqual(money.total)
  expect(balances.some((money) => money.order_id !== null && money.paid === money.total)).toBe(true)
  expect(balances.some((money) => money.order_id !== null && money.paid > 0 && money.paid < money.total)).toBe(true)
  expect(t.faults).toEqual([])
}

describe.each(testDialects)("demo finance on %s", (dialect) => {
  it("seeds every production state, payment method and cheque state through the use cases, with the notifications and the desk they make", async () => {
    const t = await seededAt(dialect, startOfTests)
    await expectConsistent(t)
    await expectPieces(t)
    // The notifications the moves write in use: a bounced cheque tells the super-admin (not the financial manager who moved it), a ready order its expert.
    const notices = await t.db.selectFrom("notifications").select(["user_id", "message"]).where("status", "=", "system").execute()
    const bounced = await t.db.selectFrom("cheques").select(["sayad_id"]).where("state", "=", "bounced").executeTakeFirst()
    const bouncedTo = notices
      .filter((notice) => notice.message === `چک شماره صیاد ${bounced?.sayad_id} برگشت خورد`)
      .map((notice) => notice.user_id)
    expect(bouncedTo).toContain(demoUserId("super-admin"))
    expect(bouncedTo).not.toContain(demoUserId("financial-manager"))
    expect(
      notices.some((notice) => notice.user_id === demoUserId("sales-expert") && notice.message.endsWith("آماده تحویل است")),
    ).toBe(true)
    // The financial manager's desk has something in each of its cards.
    const desk = await t.request("GET", "/api/Admin/dashboard", { token: await t.signIn("financial-manager") })
    const finance = (
      desk.body as {
        data: {
          finance: {
            cheques_due: { count: number }
            orders_awaiting_confirmation: number
            orders_with_balance: { count: number }
          }
        }
      }
    ).data.finance
    expect(finance.cheques_due.count).toBeGreaterThan(1)
    expect(finance.orders_awaiting_confirmation).toBeGreaterThan(0)
    expect(finance.orders_with_balance.count).toBeGreaterThan(0)
    await t.close()
  })

  it("seeds consistently whatever day it runs, year ends in Tehran included", async () => {
    // Tehran's Nowruz falls around 20 March; the moments are drawn from a few years either side of the tests' own day.
    const moments = fc.oneof(
      fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) }),
      fc.integer({ min: Date.UTC(2026, 2, 18), max: Date.UTC(2026, 2, 23) }),
    )
    await fc.assert(
      fc.asyncProperty(moments, async (nowMs) => {
        const t = await seededAt(dialect, nowMs)
        try {
          await expectConsistent(t)
        } finally {
          await t.close()
        }
      }),
      { numRuns: 6 },
    )
    // Each run plans and scans the floor's orders too.
  }, 120_000)
})
