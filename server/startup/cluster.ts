import cluster from "node:cluster"
import { createApp } from "../app.ts"
import type { Config } from "../config.ts"
import { refuseWithoutRoom } from "./connectionGuard.ts"
import { openDatabase } from "./openDatabase.ts"
import { prepareDatabase } from "./prepareDatabase.ts"
import { printBanner, serveApp } from "./serveApp.ts"

/** The shortest time from a worker's start to the start of the one replacing it, so a worker that dies at once never restarts in a tight loop. */
export const restartGapMs = 1000

/** The environment variable that tells a worker its place (0 to WORKERS - 1), kept by the worker that replaces it. */
const workerPlace = "WORKER_PLACE"

/** How long the workers get to finish after SIGINT or SIGTERM before they are killed. */
const stopWaitMs = 5000

const howItEnded = (code: number | null, signal: string | null) =>
  signal ? `signal ${signal}` : `exit code ${code ?? "unknown"}`

/**
 * The primary of a cluster (WORKERS > 1): prepares the database once, closes its own connection, then keeps WORKERS workers
 * serving the one port (node:cluster shares the listening socket), replacing any that dies; SIGINT or SIGTERM stops them all.
 */
export const runPrimary = async (config: Config) => {
  const database = openDatabase(config)
  await refuseWithoutRoom(database, config)
  const { seeded } = await prepareDatabase(database, config)
  // The primary serves nothing, so it keeps no connection: no lock, no pool slot, nothing to close at the end.
  await database.close()

  // Each worker accepts from the shared socket itself. Under round-robin the primary accepts and hands a connection over, keeping
  // its copy until the worker says it took it: a worker killed before that (busy in a long statement) left the client hanging.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  const startedAt = new Map<number, number>()
  const places = new Map<number, number>()
  let listening = false
  let stopping = false
  let exitCode = 0
  const fork = (place: number) => {
    const worker = cluster.fork({ [workerPlace]: String(place) })
    startedAt.set(worker.id, Date.now())
    places.set(worker.id, place)
  }
  const stopAll = (code: number) => {
    if (stopping) return
    stopping = true
    exitCode = code
    if (startedAt.size === 0) process.exit(code)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM")
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL")
      process.exit(code)
    }, stopWaitMs).unref()
  }

  cluster.on("listening", (_worker, address) => {
    if (listening) return
    listening = true
    printBanner(config, address.port, seeded)
    console.log(`Serving from ${config.workers} worker processes (WORKERS=${config.workers})`)
  })
  cluster.on("exit", (worker, code, signal) => {
    const started = startedAt.get(worker.id) ?? 0
    const place = places.get(worker.id) ?? 0
    startedAt.delete(worker.id)
    places.delete(worker.id)
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode)
      return
    }
    // A worker that cannot start (the port taken, the address missing) would fail the same way each time: stop as a single server would.
    if (!listening) {
      console.error(`A worker stopped before the server listened (${howItEnded(code, signal)}); stopping`)
      stopAll(1)
      return
    }
    const wait = Math.max(0, restartGapMs - (Date.now() - started))
    console.error(
      `Worker ${worker.process.pid} stopped (${howItEnded(code, signal)}); starting another${wait > 0 ? ` in ${wait} ms` : ""}`,
    )
    setTimeout(() => stopping || fork(place), wait)
  })
  process.on("SIGINT", () => stopAll(0))
  process.on("SIGTERM", () => stopAll(0))
  for (let place = 0; place < config.workers; place += 1) fork(place)
}

/** A worker of the cluster: its own connection to the database the primary prepared, serving the shared port. */
export const runWorker = (config: Config) => {
  const database = openDatabase(config, Number(process.env[workerPlace] ?? 0))
  const { app } = createApp({ database, config })
  serveApp(app, database, config, () => undefined)
}
