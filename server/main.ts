import cluster from "node:cluster"
import { readConfig } from "./config.ts"
import { runPrimary, runWorker } from "./startup/cluster.ts"
import { openDatabase } from "./startup/openDatabase.ts"
import { prepareDatabase } from "./startup/prepareDatabase.ts"
import { printBanner, serveApp } from "./startup/serveApp.ts"

// The server's entry: one process with WORKERS=1, else a cluster's primary or one of its workers (docs/scaling.md).
const config = readConfig()
if (cluster.isWorker) runWorker(config)
else if (config.workers > 1) await runPrimary(config)
else {
  const database = openDatabase(config)
  const { app, seeded } = await prepareDatabase(database, config)
  serveApp(app, database, config, (port) => printBanner(config, port, seeded))
}
