import cluster from "node:cluster"
import { readSettings } from "./settings.ts"
import { runPrimary, runWorker } from "./startup/cluster.ts"
import { openDatabase } from "./startup/openDatabase.ts"
import { prepareDatabase } from "./startup/prepareDatabase.ts"
import { printBanner, serveApp } from "./startup/serveApp.ts"

// The server's entry: one process with WORKERS=1, else a cluster's primary or one of its workers (docs/scaling.md).
const settings = readSettings()
if (cluster.isWorker) runWorker(settings)
else if (settings.workers > 1) await runPrimary(settings)
else {
  const database = openDatabase(settings)
  const { app, seeded } = await prepareDatabase(database, settings)
  serveApp(app, database, settings, (port) => printBanner(settings, port, seeded))
}
