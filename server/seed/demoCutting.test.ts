import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer } from "../testing/harness.ts"
import { seedDemoCutting } from "./demoCutting.ts"
import { seedDemoFinance } from "./demoFinance.ts"
import { seedDemoInvoices } from "./demoInvoices.ts"

afterAll(dropTestSchemas)

describe.each(testDialects)("the demo's cutting on %s", (dialect) => {
  it("plans one released batch and one draft of materials with waiting panes, quickly", async () => {
    const t = await testServer(dialect)
    await seedDemoInvoices(t.database, t.deps.useCases.invoice, t.clock.now())
    await seedDemoFinance(t.database, t.deps.useCases, t.clock.now())
    const waiting = await t.deps.useCases.batch.queue()
    expect(waiting.length).toBeGreaterThanOrEqual(2)
    const started = Date.now()
    await seedDemoCutting(t.database, t.clock.now())
    // Two plans of at most a second each; the rest is starting the optimiser's thread (a few seconds each under load).
    expect(Date.now() - started).toBeLessThan(30_000)
    const batches = await t.db
      .selectFrom("cutting_batches")
      .select(["id", "state", "glass_type_id", "glass_width_id", "user_id"])
      .orderBy("id")
      .execute()
    expect(batches.map((batch) => batch.state)).toEqual(["released", "draft"])
    const manager = await t.db.selectFrom("users").select("id").where("role", "=", "production-manager").executeTakeFirstOrThrow()
    for (const batch of batches) {
      expect(batch.user_id).toBe(manager.id)
      expect(waiting.some((m) => m.glass_type_id === batch.glass_type_id && m.glass_width_id === batch.glass_width_id)).toBe(true)
    }
    const released = await t.db
      .selectFrom("production_panes")
      .select("id")
      .where("batch_id", "=", batches[0]?.id ?? 0)
      .execute()
    expect(released.length).toBeGreaterThan(0)
    const home = await t.deps.useCases.batch.home()
    expect(home.week.batches).toBe(1)
    expect(home.in_progress.map((batch) => batch.id)).toEqual([batches[0]?.id])
    expect(t.faults).toEqual([])
    await t.close()
  }, 90_000)
})
