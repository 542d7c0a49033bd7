import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer } from "../testing/harness.ts"
import { demoInvoiceCount, seedDemoInvoices } from "./demoInvoices.ts"

afterAll(dropTestSchemas)

describe.each(testDialects)("demo invoices on %s", (dialect) => {
  it("seeds every kind and state through the use cases, with revisions and notifications that lead to them", async () => {
    const t = await testServer(dialect)
    await seedDemoInvoices(t.database, t.deps.useCases.invoice, t.clock.now())
    const invoices = await t.db.selectFrom("invoices").select(["id", "serial_number", "kind", "state"]).execute()
    expect(invoices).toHaveLength(demoInvoiceCount)
    const positions = new Set(invoices.map((row) => `${row.kind}/${row.state}`))
    expect([...positions].sort()).toEqual([
      "formal/confirmed",
      "formal/issued",
      "informal/cancelled",
      "informal/draft",
      "informal/pending",
      "informal/rejected",
      "pre-buy/approved",
    ])
    const revisions = await t.db.selectFrom("invoice_revisions").select(["invoice_id"]).execute()
    for (const invoice of invoices) expect(revisions.some((revision) => revision.invoice_id === invoice.id)).toBe(true)
    const serials = new Set(invoices.map((row) => Number(row.serial_number)))
    const notices = await t.db
      .selectFrom("notifications")
      .select(["serial_number", "status"])
      .where("serial_number", "is not", null)
      .execute()
    expect(notices.length).toBeGreaterThan(0)
    expect(notices.every((notice) => serials.has(Number(notice.serial_number)))).toBe(true)
    expect(new Set(notices.map((notice) => notice.status))).toEqual(new Set(["informal", "formal"]))
    // Every role signing in finds invoices to act on: the expert their own, the financial manager formal ones.
    for (const role of ["super-admin", "sales-manager", "sales-expert"] as const) {
      const list = await t.request("GET", "/api/Admin/invoice?per_page=100", { token: await t.signIn(role) })
      expect((list.body as { meta: { total: number } }).meta.total).toBeGreaterThan(5)
    }
    const formal = invoices.find((row) => row.kind === "formal")
    const read = await t.request("GET", `/api/Admin/invoice/${formal?.id}`, { token: await t.signIn("financial-manager") })
    expect(read.status).toBe(200)
    expect(t.faults).toEqual([])
    await t.close()
  })
})
