import { serve } from "@hono/node-server"
import { join } from "node:path"
import { createApp } from "./app.ts"
import { passwordsAt } from "./auth/passwords.ts"
import type { Database } from "./db/Database.ts"
import { migrate } from "./db/migrations.ts"
import { openPostgres } from "./db/postgres.ts"
import { openSqlite } from "./db/sqlite.ts"
import { demoAccounts, demoPassword } from "./seed/demoAccounts.ts"
import { seedDemoInvoices } from "./seed/demoInvoices.ts"
import { seedDemo } from "./seed/seed.ts"
import { readSettings } from "./settings.ts"
import { mkdirSync } from "node:fs"

const settings = readSettings()
mkdirSync(settings.dataDir, { recursive: true })
const database: Database = settings.databaseUrl ? openPostgres(settings.databaseUrl) : openSqlite(join(settings.dataDir, "back-office.sqlite"))
await migrate(database)
// The embedded default seeds itself on first start; a production database only when asked (SEED_DEMO=1).
const seeded = !settings.databaseUrl || settings.seedDemo ? await seedDemo(database, passwordsAt(settings.hashCost), Date.now()) : false

const { app, deps } = createApp({ database, settings })
if (seeded) await seedDemoInvoices(database, deps.useCases.invoices, Date.now())
const server = serve({ fetch: app.fetch, port: settings.port }, ({ port }) => {
  const where = settings.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `SQLite in ${settings.dataDir}`
  console.log(`Back office listening on http://localhost:${port}  (database: ${where}${seeded ? ", demo data seeded" : ""})`)
  console.log(`Demo sign-in, password ${demoPassword}:`)
  for (const account of demoAccounts) console.log(`  ${account.role.padEnd(18)} ${account.personnel_code} / ${account.mobile}`)
})

const stop = () => {
  server.close(() => void database.close().then(() => process.exit(0)))
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
