import { createApp } from "../app.ts"
import { passwordsAt } from "../auth/passwords.ts"
import type { Database } from "../db/Database.ts"
import { migrate } from "../db/migrations.ts"
import { retryWaitMs, whenDatabaseAnswers } from "../db/whenDatabaseAnswers.ts"
import { seedDemoCutting } from "../seed/demoCutting.ts"
import { seedDemoFinance } from "../seed/demoFinance.ts"
import { seedDemoFloor, seedDemoFloorCutting } from "../seed/demoFloor.ts"
import { seedDemoInvoices } from "../seed/demoInvoices.ts"
import { seedDemo } from "../seed/seed.ts"
import type { Config } from "../config.ts"

/**
 * How old an unreferenced upload must be before the sweep removes it: a file is written a moment before the row that
 * names it commits, so a younger one may be another server's upload in flight (docs/scaling.md, "Uploads").
 */
export const sweepGraceMs = 60 * 60 * 1000

/**
 * What runs once before any request is served: migrations (waiting for a database still starting), the demo seed on
 * first start, the sweep of orphaned uploads. Answers the app built over the database and whether it seeded.
 */
export const prepareDatabase = async (database: Database, config: Config) => {
  // A database still starting (or away) is waited for, never a reason to exit.
  await whenDatabaseAnswers(
    () => migrate(database),
    (error) =>
      console.error(
        `The database does not answer yet (${error instanceof Error ? error.message : String(error)}); trying again in ${retryWaitMs / 1000} s`,
      ),
  )
  // The embedded default seeds itself on first start; a production database only when asked (SEED_DEMO=1).
  const seeded =
    !config.databaseUrl || config.seedDemo ? await seedDemo(database, passwordsAt(config.hashCost), Date.now()) : false
  const created = createApp({ database, config })
  if (seeded) {
    await seedDemoInvoices(database, created.deps.useCases.invoice, Date.now())
    const floor = await seedDemoFinance(database, created.deps.useCases, Date.now())
    await seedDemoFloor(database, floor, Date.now())
    await seedDemoCutting(database, Date.now())
    await seedDemoFloorCutting(database, Date.now())
  }
  // Orphans are only wasted disk until the next start, so a sweep that fails is reported and the server starts anyway.
  await created.deps.useCases.file.sweep(Date.now() - sweepGraceMs).then(
    (swept) =>
      swept.length > 0 &&
      console.log(`Removed ${swept.length} uploaded file(s) no announcement names (left by an interrupted save)`),
    (error: unknown) => console.error("The sweep of unreferenced uploads failed; it runs again at the next start", error),
  )
  return { ...created, seeded }
}
