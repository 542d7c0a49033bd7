import type { Kysely } from "kysely"
import { afterAll, describe, expect, it } from "vitest"
import { seedDemoFinance } from "../../seed/demoFinance.ts"
import { seedDemoInvoices } from "../../seed/demoInvoices.ts"
import { dropTestSchemas, testDialects } from "../../testing/database.ts"
import { testServer } from "../../testing/harness.ts"
import { customerCounting } from "./0026_customer_counts.ts"
import { bankTotalling } from "./0028_cheque_bank_totals.ts"
import { countKeptAfresh } from "./keptByTriggers.ts"

afterAll(dropTestSchemas)

describe.each(testDialects)("kept figures counted afresh on %s", (dialect) => {
  it("equal what the triggers kept over the demo's customers and cheques, as a migration over existing rows counts them", async () => {
    const t = await testServer(dialect)
    await seedDemoInvoices(t.database, t.deps.useCases.invoice, t.clock.now())
    await seedDemoFinance(t.database, t.deps.useCases, t.clock.now())
    // Writes no screen makes, so the update triggers' paths feed what is compared too.
    await t.db.updateTable("customers").set({ is_active: 0 }).where("id", "in", [1, 2]).execute()
    await t.db.updateTable("cheques").set({ bank: "بانک سپه" }).where("id", "=", 1).execute()
    const figures = async () => ({
      customers: (
        await t.db
          .selectFrom("customer_counts")
          .select(["scope", "kind", "is_active", (eb) => eb.fn.sum<number>("n").as("n")])
          .groupBy(["scope", "kind", "is_active"])
          .having((eb) => eb.fn.sum("n"), "!=", 0)
          .orderBy(["scope", "kind", "is_active"])
          .execute()
      ).map((row) => `${row.scope}|${row.kind}|${row.is_active}=${Number(row.n)}`),
      cheques: (
        await t.db
          .selectFrom("cheque_bank_totals")
          .select(["bank", "state", (eb) => eb.fn.sum<number>("n").as("n"), (eb) => eb.fn.sum<number>("amount").as("amount")])
          .groupBy(["bank", "state"])
          .having((eb) => eb.fn.sum("n"), "!=", 0)
          .orderBy(["bank", "state"])
          .execute()
      ).map((row) => `${row.bank}|${row.state}=${Number(row.n)}/${Number(row.amount)}`),
    })
    const kept = await figures()
    expect(kept.customers.length).toBeGreaterThan(2)
    expect(kept.cheques.length).toBeGreaterThan(1)
    const db = t.db as unknown as Kysely<unknown>
    await countKeptAfresh(db, customerCounting)
    await countKeptAfresh(db, bankTotalling)
    expect(await figures()).toEqual(kept)
    await t.close()
  })
})
