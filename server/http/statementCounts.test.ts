import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operations } from "../../bench/loadMix.ts"
import type { Dialect } from "../db/Database.ts"
import { seedDemoFinance } from "../seed/demoFinance.ts"
import { seedDemoInvoices } from "../seed/demoInvoices.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { tokensOf } from "../testing/finance.ts"
import { startOfTests, testServer } from "../testing/harness.ts"
import { type Facts, type Kind, kinds, nameOf } from "./statementCountKinds.ts"

afterAll(dropTestSchemas)

/**
 * The statements one request of each kind of the load mix runs (bench/loadMix.ts), caches warm, counted at the driver:
 * transactions' begin and commit and prepared reads included. A kind's pin counts its own statements; every request also
 * runs the signed-in identity check, counted apart in `identityCheck`. On SQLite each read kept until the next commit first
 * reads the change counter (`select total_changes()`), one statement per kept read.
 */
const pinned: Readonly<Record<string, Readonly<Record<Dialect, number>>>> = {
  "laminate list": { sqlite: 1, postgres: 2 },
  "customer list": { sqlite: 2, postgres: 2 },
  "customer list, expert's own": { sqlite: 3, postgres: 3 },
  "customer search, 3+ chars": { sqlite: 2, postgres: 2 },
  "customer search, 1-2 chars": { sqlite: 2, postgres: 2 },
  "invoice list by kind": { sqlite: 2, postgres: 2 },
  "invoice list, searching": { sqlite: 2, postgres: 2 },
  "invoice list, one month": { sqlite: 2, postgres: 2 },
  "invoice list, expert's own": { sqlite: 4, postgres: 4 },
  "order list": { sqlite: 2, postgres: 2 },
  "order list, with a balance": { sqlite: 2, postgres: 2 },
  "cheque list": { sqlite: 2, postgres: 2 },
  "payments of an invoice": { sqlite: 5, postgres: 5 },
  "notifications (list)": { sqlite: 1, postgres: 1 },
  "notifications (unread)": { sqlite: 1, postgres: 1 },
  "dashboard (super admin)": { sqlite: 8, postgres: 8 },
  "dashboard (sales manager)": { sqlite: 6, postgres: 6 },
  "dashboard (sales expert)": { sqlite: 4, postgres: 4 },
  "dashboard (financial manager)": { sqlite: 4, postgres: 4 },
  "create customer": { sqlite: 3, postgres: 3 },
  "create invoice": { sqlite: 23, postgres: 23 },
  "send a draft": { sqlite: 12, postgres: 12 },
}

/**
 * The signed-in identity check every request makes:
 * on SQLite it is kept until the next commit and costs its change-counter read; on PostgreSQL it is one query each request.
 */
const identityCheck: Readonly<Record<Dialect, number>> = { sqlite: 1, postgres: 0 }

describe("the pinned request kinds", () => {
  it("are the load mix's kinds, each pinned once", () => {
    const mix = operations(
      { customers: 1, invoices: 1, laminateColors: 1, firstCustomerId: 1, experts: [1], seededSeconds: 0 },
      { paidInvoiceIds: [1] },
      0,
      startOfTests,
    )
    expect(new Set(kinds.map((kind) => kind.mix))).toEqual(new Set(mix.map((operation) => operation.name)))
    expect(kinds.map(nameOf).sort()).toEqual(Object.keys(pinned).sort())
  })
})

describe.each(testDialects)("statements per request kind of the load mix on %s", (dialect) => {
  const heard: Array<string> = []
  let facts: Facts
  beforeAll(async () => {
    const t = await testServer(dialect, {}, { onQuery: (text) => void heard.push(text) })
    await seedDemoInvoices(t.database, t.deps.useCases.invoice, t.clock.now())
    await seedDemoFinance(t.database, t.deps.useCases, t.clock.now())
    const paid = await t.db.selectFrom("payments").select("invoice_id").orderBy("id").executeTakeFirstOrThrow()
    facts = { t, tokens: await tokensOf(t), paidInvoiceId: paid.invoice_id }
    // PostgreSQL starts listening for sign-in changes on the first request; the counts are those of a server that listens.
    for (let wait = 0; wait < 500 && t.database.identityVersion() === undefined; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 10))
  }, 60_000)
  afterAll(() => facts.t.close())

  /** The statements of one call of the kind; a read by the same person first refills what a write just emptied on SQLite. */
  const statementsOf = async (kind: Kind, round: number): Promise<ReadonlyArray<string>> => {
    const call = await kind.call(facts, round)
    const token = facts.tokens[call.role]
    await facts.t.request("GET", "/api/Admin/notifications/unread", { token })
    heard.length = 0
    const answer = await facts.t.request(call.method, call.path, { token, json: call.json })
    expect(answer.status, `${nameOf(kind)}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
    return [...heard]
  }

  it.each(kinds.map((kind) => [nameOf(kind), kind] as const))("%s", async (name, kind) => {
    await statementsOf(kind, 1)
    const ran = await statementsOf(kind, 2)
    const own = pinned[name]?.[dialect] ?? 0
    const expected = own + identityCheck[dialect]
    const message = [
      `${name} on ${dialect} ran ${ran.length} statements, pinned ${expected} (${own} its own, ${identityCheck[dialect]} the identity check):`,
      ...ran.map((text, index) => `  ${index + 1}. ${text}`),
    ].join("\n")
    expect(ran.length, message).toBe(expected)
  })
})
