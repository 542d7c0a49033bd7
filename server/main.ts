import { serve } from "@hono/node-server"
import { join } from "node:path"
import { createApp } from "./app.ts"
import { passwordsAt } from "./auth/passwords.ts"
import type { Database } from "./db/Database.ts"
import { migrate } from "./db/migrations.ts"
import { retryWaitMs, whenDatabaseAnswers } from "./db/whenDatabaseAnswers.ts"
import { openPostgres } from "./db/postgres.ts"
import { openSqlite } from "./db/sqlite.ts"
import { demoAccounts, demoPassword } from "./seed/demoAccounts.ts"
import { seedDemoFinance } from "./seed/demoFinance.ts"
import { seedDemoInvoices } from "./seed/demoInvoices.ts"
import { seedDemo } from "./seed/seed.ts"
import { dataDirMode, readSettings } from "./settings.ts"
import { sweepUnreferencedFiles } from "./uploads/sweepUnreferencedFiles.ts"
import { closeSync, mkdirSync, openSync } from "node:fs"

const settings = readSettings()
mkdirSync(settings.dataDir, { recursive: true, mode: dataDirMode })
/** The embedded database's file, created owner-only: SQLite gives its -wal and -shm files the same mode. */
const ownerOnlySqlite = (file: string) => {
  closeSync(openSync(file, "a", 0o600))
  return file
}
const database: Database = settings.databaseUrl ? openPostgres(settings.databaseUrl) : openSqlite(ownerOnlySqlite(join(settings.dataDir, "back-office.sqlite")))
// A database still starting (or away) is waited for, never a reason to exit.
await whenDatabaseAnswers(
  () => migrate(database),
  (error) => console.error(`The database does not answer yet (${error instanceof Error ? error.message : String(error)}); trying again in ${retryWaitMs / 1000} s`),
)
// The embedded default seeds itself on first start; a production database only when asked (SEED_DEMO=1).
const seeded = !settings.databaseUrl || settings.seedDemo ? await seedDemo(database, passwordsAt(settings.hashCost), Date.now()) : false

const { app, deps } = createApp({ database, settings })
if (seeded) {
  await seedDemoInvoices(database, deps.useCases.invoices, Date.now())
  await seedDemoFinance(database, deps.useCases, Date.now())
}
// Orphans are only wasted disk until the next start, so a sweep that fails is reported and the server starts anyway.
await sweepUnreferencedFiles(deps.files, deps.repos.announcements.fileNames).then(
  (swept) => swept.length > 0 && console.log(`Removed ${swept.length} uploaded file(s) no announcement names (left by an interrupted save)`),
  (error: unknown) => console.error("The sweep of unreferenced uploads failed; it runs again at the next start", error),
)
const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, ({ port }) => {
  const where = settings.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `SQLite in ${settings.dataDir}`
  const host = settings.host === undefined ? "localhost" : settings.host.includes(":") ? `[${settings.host}]` : settings.host
  console.log(`Back office listening on http://${host}:${port}  (database: ${where}${seeded ? ", demo data seeded" : ""})`)
  console.log(`Demo sign-in, password ${demoPassword}:`)
  for (const account of demoAccounts) console.log(`  ${account.role.padEnd(18)} ${account.personnel_code} / ${account.mobile}`)
})

const stop = () => {
  server.close(() => void database.close().then(() => process.exit(0)))
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
