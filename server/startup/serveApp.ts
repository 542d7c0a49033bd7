import { serve } from "@hono/node-server"
import type { createApp } from "../app.ts"
import type { Database } from "../db/Database.ts"
import { demoAccounts, demoPassword } from "../seed/demoAccounts.ts"
import type { Config } from "../config.ts"

/** The start-up banner: where the server listens, on which database, and the demo sign-in. */
export const printBanner = (config: Config, port: number, seeded: boolean) => {
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `SQLite in ${config.dataDir}`
  const host = config.host === undefined ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host
  console.log(`Back office listening on http://${host}:${port}  (database: ${where}${seeded ? ", demo data seeded" : ""})`)
  console.log(`Demo sign-in, password ${demoPassword}:`)
  for (const account of demoAccounts) {
    const stations = account.stations.length === 0 ? "" : `  (${account.stations.join(", ")})`
    console.log(`  ${account.role.padEnd(18)} ${account.personnel_code} / ${account.mobile}${stations}`)
  }
}

/** Serves `app` on PORT and HOST until SIGINT or SIGTERM, which close the listener and the database before the process exits. */
export const serveApp = (
  app: ReturnType<typeof createApp>["app"],
  database: Database,
  config: Config,
  onListening: (port: number) => void,
) => {
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ port }) => onListening(port))
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    server.close(() => void database.close().then(() => process.exit(0)))
    setTimeout(() => process.exit(0), 3000).unref()
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}
