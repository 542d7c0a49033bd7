import cluster from "node:cluster"
import { readConfig } from "./config.ts"
import { runPrimary, runWorker } from "./startup/cluster.ts"
import { refuseWithoutRoom } from "./startup/connectionGuard.ts"
import { openDatabase } from "./startup/openDatabase.ts"
import { prepareDatabase } from "./startup/prepareDatabase.ts"
import { printBanner, serveApp } from "./startup/serveApp.ts"

// The server's entry: one process with WORKERS=1, else a cluster's primary or one of its workers (docs/scaling.md).
const config = (() => {
  try {
    return readConfig()
  } catch (error) {
    // A setting that cannot be read is named in one line, never a stack trace.
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
})()
if (cluster.isWorker) runWorker(config)
else if (config.workers > 1) await runPrimary(config)
else {
  const database = openDatabase(config)
  await refuseWithoutRoom(database, config)
  const { app, seeded } = await prepareDatabase(database, config)
  serveApp(app, database, config, (port) => printBanner(config, port, seeded))
}
