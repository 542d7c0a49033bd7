// `npm run bench:load`: 50 clients for BENCH_SECONDS (60) against the real server over 100,000 customers and 1,000,000
// invoices, 80 % reads and 20 % writes (bench/loadMix.ts), on SQLite with one process, on SQLite with every core, and on
// PostgreSQL; figures side by side, the goals of issue 21, and a check that every acknowledged write is stored exactly once.
// Then an open loop on each: requests arrive at BENCH_RATES a second (50, 100, 200, 400) whatever the answers' speed, with
// per rate and per kind the p50, p99 and errors, and the capacity (the last rate whose p99 stays within 50 ms).
import { spawn, type ChildProcess } from "node:child_process"
import { availableParallelism, totalmem } from "node:os"
import { join } from "node:path"
import { openPostgres } from "../server/db/postgres.ts"
import { openSqlite } from "../server/db/sqlite.ts"
import { copiedSqlite, seededPostgres, seededSqlite, type BulkFacts } from "./bulkSeed.ts"
import { operations, roleAccounts, verify, type Acknowledged, type Role, type Targets, type Verification } from "./loadMix.ts"
import { driveAtRate, driveClosed, errorsOf, quantile, statusesOf, totalOf, type Stat } from "./openLoop.ts"
import { waitFor } from "./support.ts"

const clients = 50
const seconds = Number(process.env.BENCH_SECONDS ?? 60)
const warmupSeconds = Math.min(5, Math.max(1, Math.round(seconds / 10)))
const cores = availableParallelism()
// A search is measured against the stack's limit by bench:api (a bare node:http twin), no longer against the kept laminate page.
const goals = { p99Ms: 50, rate: 200, postgresCapacityRatio: 0.8 }
/** The open loop's arrival rates (requests a second, the mix unchanged) and how long each is measured. */
const rates = (process.env.BENCH_RATES ?? "50,100,200,400")
  .split(",")
  .map((text) => Number(text.trim()))
  .filter((rate) => Number.isFinite(rate) && rate > 0)
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 20)
const rateWarmupSeconds = Math.min(3, Math.max(1, Math.round(rateSeconds / 10)))
/** BENCH_CONFIGS picks some of the runs: sqlite1, sqliteN, postgres, and SQLite with the faster, less durable commits (sqlite1normal, sqliteNnormal). */
const chosen = (process.env.BENCH_CONFIGS ?? "sqlite1,sqlite1normal,sqliteN,sqliteNnormal,postgres")
  .split(",")
  .map((name) => name.trim())

interface Config {
  readonly key: string
  readonly title: string
  readonly workers: number
  readonly postgres: boolean
  readonly port: number
  /** SQLite's commit: "full" (the default, survives a power cut) or "normal" (SQLITE_SYNCHRONOUS=normal). */
  readonly synchronous: "full" | "normal"
}

const configs: ReadonlyArray<Config> = (
  [
    { key: "sqlite1", title: "SQLite, WORKERS=1", workers: 1, postgres: false, port: 43731, synchronous: "full" },
    { key: "sqlite1normal", title: "SQLite NORMAL, WORKERS=1", workers: 1, postgres: false, port: 43734, synchronous: "normal" },
    { key: "sqliteN", title: `SQLite, WORKERS=${cores}`, workers: cores, postgres: false, port: 43732, synchronous: "full" },
    {
      key: "sqliteNnormal",
      title: `SQLite NORMAL, WORKERS=${cores}`,
      workers: cores,
      postgres: false,
      port: 43735,
      synchronous: "normal",
    },
    { key: "postgres", title: `PostgreSQL, WORKERS=${cores}`, workers: cores, postgres: true, port: 43733, synchronous: "full" },
  ] satisfies ReadonlyArray<Config>
).filter((config) => chosen.includes(config.key))

/** An open-loop run: requests arriving at a fixed rate. */
interface RateRun {
  readonly rate: number
  readonly stats: Map<string, Stat>
  readonly measuredSeconds: number
}

interface Outcome {
  readonly config: Config
  readonly stats: Map<string, Stat>
  readonly measuredSeconds: number
  readonly byRate: ReadonlyArray<RateRun>
  readonly verification: Verification
  readonly serverErrors: ReadonlyArray<string>
}

/** Starts `server/main.ts` as `npm start` runs it, with this run's database and worker count; stderr is kept to show faults. */
function startServer(
  config: Config,
  database: { readonly dataDir: string } | { readonly url: string },
  errors: Array<string>,
): ChildProcess {
  const env = {
    ...process.env,
    PORT: String(config.port),
    HOST: "127.0.0.1",
    WORKERS: String(config.workers),
    DATA_DIR: "dataDir" in database ? database.dataDir : join(process.cwd(), ".tmp", "bench-load-pg"),
    DATABASE_URL: "url" in database ? database.url : "",
    DIST_DIR: "/nonexistent",
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-bench",
    SEED_DEMO: "",
    SQLITE_SYNCHRONOUS: config.synchronous,
  }
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: ["ignore", "ignore", "pipe"] })
  child.stderr?.on("data", (chunk: Buffer) =>
    errors.push(
      ...chunk
        .toString()
        .split("\n")
        .filter((line) => line.trim() !== ""),
    ),
  )
  return child
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
    setTimeout(() => child.kill("SIGKILL"), 5000).unref()
  })

async function signIn(base: string): Promise<Record<Role, string>> {
  const tokens: Partial<Record<Role, string>> = {}
  for (const [role, username] of Object.entries(roleAccounts) as Array<[Role, string]>) {
    const answer = await waitFor(
      `${base}/auth/login`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password: "Demo1234" }),
      },
      3000,
    )
    if (answer.status !== 200) throw new Error(`signing in as ${role} answered ${answer.status}: ${await answer.text()}`)
    tokens[role] = ((await answer.json()) as { access_token: string }).access_token
  }
  return tokens as Record<Role, string>
}

async function runConfig(
  config: Config,
  facts: BulkFacts,
  database: { readonly dataDir: string } | { readonly url: string },
  tag: number,
): Promise<Outcome> {
  const serverErrors: Array<string> = []
  const child = startServer(config, database, serverErrors)
  const base = `http://127.0.0.1:${config.port}/api`
  const acked: Acknowledged = { customers: new Set(), invoices: new Set(), sends: new Set() }
  try {
    const tokens = await signIn(base)
    const confirmed = await fetch(`${base}/Admin/invoice?kind=formal&state=confirmed&page=3&per_page=100`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    })
    const targets: Targets = {
      paidInvoiceIds: ((await confirmed.json()) as { data: Array<{ id: number }> }).data.map((row) => row.id),
    }
    const mix = operations(facts, targets, tag, Date.now())
    console.log(`  ${config.title}: ${clients} clients, ${warmupSeconds} s warm-up + ${seconds} s measured ...`)
    const { stats, measuredSeconds } = await driveClosed(
      base,
      tokens,
      mix,
      clients,
      warmupSeconds + seconds,
      warmupSeconds,
      acked,
      tag,
    )
    const byRate: Array<RateRun> = []
    for (const [runIndex, rate] of rates.entries()) {
      console.log(`  ${config.title}: ${rate} requests/s for ${rateWarmupSeconds} s warm-up + ${rateSeconds} s measured ...`)
      const run = await driveAtRate(
        base,
        tokens,
        mix,
        rate,
        rateWarmupSeconds + rateSeconds,
        rateWarmupSeconds,
        acked,
        tag + rate,
        100 * (runIndex + 1),
      )
      byRate.push({ rate, stats: run.stats, measuredSeconds: run.measuredSeconds })
    }
    await stopServer(child)
    const opened = "url" in database ? openPostgres(database.url) : openSqlite(join(database.dataDir, "back-office.sqlite"))
    const verification = await verify(opened, tag, acked).finally(() => opened.close())
    return { config, stats, measuredSeconds, byRate, verification, serverErrors }
  } finally {
    await stopServer(child)
  }
}

function report(outcomes: ReadonlyArray<Outcome>, names: ReadonlyArray<string>, listNames: ReadonlySet<string>) {
  const head = outcomes.map((o) => ` ${o.config.title}: req/s | p50 | p99 | errors |`).join("")
  console.log(`\n| request |${head}\n|---|${outcomes.map(() => "---:|---:|---:|---|").join("")}`)
  const cells = (stat: Stat | undefined, measured: number) => {
    if (stat === undefined) return " | | | |"
    return ` ${(stat.times.length / measured).toFixed(0)} | ${quantile(stat.times, 0.5).toFixed(1)} | ${quantile(stat.times, 0.99).toFixed(1)} | ${errorsOf(stat) === 0 ? "0" : statusesOf(stat)} |`
  }
  for (const name of names)
    console.log(
      `| ${name}${listNames.has(name) ? "" : " (not a list)"} |${outcomes.map((o) => cells(o.stats.get(name), o.measuredSeconds)).join("")}`,
    )
  const totals = (o: Outcome): Stat => totalOf(o.stats)
  console.log(`| **all requests** |${outcomes.map((o) => cells(totals(o), o.measuredSeconds)).join("")}`)

  console.log(`\n| goal |${outcomes.map((o) => ` ${o.config.title} |`).join("")}\n|---|${outcomes.map(() => "---|").join("")}`)
  const verdict = (met: boolean, text: string) => `${met ? "met" : "NOT met"}: ${text}`
  const row = (goal: string, judge: (o: Outcome) => string) =>
    console.log(`| ${goal} |${outcomes.map((o) => ` ${judge(o)} |`).join("")}`)
  row("0 errors", (o) => {
    const n = errorsOf(totals(o))
    return verdict(n === 0, n === 0 ? "none" : statusesOf(totals(o)))
  })
  row(`p99 ≤ ${goals.p99Ms} ms, every list and search`, (o) => {
    const over = [...o.stats.entries()].filter(([name, stat]) => listNames.has(name) && quantile(stat.times, 0.99) > goals.p99Ms)
    return verdict(
      over.length === 0,
      over.length === 0
        ? "all"
        : `${over.length} over: ${over.map(([name, stat]) => `${name} ${quantile(stat.times, 0.99).toFixed(0)} ms`).join("; ")}`,
    )
  })
  row("every acknowledged write stored exactly once", (o) => {
    const v = o.verification
    const good = v.missing === 0 && v.duplicated === 0
    return verdict(
      good,
      `${v.acknowledged} acknowledged, ${v.missing} missing, ${v.duplicated} duplicated, ${v.unacknowledged} stored without an answer`,
    )
  })
  reportRates(outcomes, names)
  row(`open loop: p99 ≤ ${goals.p99Ms} ms at ${goals.rate} requests/s`, (o) => {
    const run = o.byRate.find((candidate) => candidate.rate === goals.rate)
    if (run === undefined) return `not run (BENCH_RATES has no ${goals.rate})`
    const p99 = quantile(totalOf(run.stats).times, 0.99)
    return verdict(p99 <= goals.p99Ms, `${p99.toFixed(1)} ms`)
  })
  const sqliteSame = (o: Outcome) =>
    outcomes.find(
      (candidate) =>
        !candidate.config.postgres && candidate.config.workers === o.config.workers && candidate.config.synchronous === "full",
    )
  row(`open loop: PostgreSQL's capacity ≥ ${goals.postgresCapacityRatio} × SQLite's (same WORKERS)`, (o) => {
    if (!o.config.postgres) return `capacity ${capacityText(o)}`
    const sqlite = sqliteSame(o)
    if (sqlite === undefined) return "no SQLite run with the same WORKERS"
    const [mine, theirs] = [capacityOf(o), capacityOf(sqlite)]
    if (mine === undefined || theirs === undefined) return `capacity ${capacityText(o)} against ${capacityText(sqlite)}`
    return verdict(mine >= goals.postgresCapacityRatio * theirs, `${capacityText(o)} against ${capacityText(sqlite)}`)
  })
  for (const o of outcomes) {
    for (const line of o.verification.details.slice(0, 10)) console.log(`  ${o.config.title}: ${line}`)
    if (o.serverErrors.length > 0)
      console.log(
        `  ${o.config.title}: the server wrote ${o.serverErrors.length} line(s) to stderr, the first: ${o.serverErrors.slice(0, 3).join(" / ")}`,
      )
  }
}

/** The highest rate run whose p99 stayed within the goal, below the first that passed it; undefined when even the lowest passed it. */
const capacityOf = (o: Outcome): number | undefined => {
  let within: number | undefined
  for (const run of [...o.byRate].sort((a, b) => a.rate - b.rate)) {
    if (quantile(totalOf(run.stats).times, 0.99) > goals.p99Ms) break
    within = run.rate
  }
  return within
}

const capacityText = (o: Outcome): string => {
  const capacity = capacityOf(o)
  const highest = Math.max(0, ...o.byRate.map((run) => run.rate))
  if (capacity === undefined) return `below ${Math.min(...o.byRate.map((run) => run.rate))} requests/s`
  return capacity === highest ? `at least ${capacity} requests/s (the highest rate run)` : `${capacity} requests/s`
}

/** Per rate and per request kind, the p50, p99 and errors of the open loop; then each run's capacity. */
function reportRates(outcomes: ReadonlyArray<Outcome>, names: ReadonlyArray<string>) {
  if (rates.length === 0) return
  for (const o of outcomes) {
    const runs = [...o.byRate].sort((a, b) => a.rate - b.rate)
    console.log(`\nOpen loop, ${o.config.title} (${rateSeconds} s at each rate; times from each request's due instant, in ms):`)
    console.log(`\n| request |${runs.map((run) => ` ${run.rate}/s: p50 | p99 | errors |`).join("")}`)
    console.log(`|---|${runs.map(() => "---:|---:|---|").join("")}`)
    const cells = (stat: Stat | undefined) =>
      stat === undefined
        ? " | | |"
        : ` ${quantile(stat.times, 0.5).toFixed(1)} | ${quantile(stat.times, 0.99).toFixed(1)} | ${errorsOf(stat) === 0 ? "0" : statusesOf(stat)} |`
    for (const name of names) console.log(`| ${name} |${runs.map((run) => cells(run.stats.get(name))).join("")}`)
    console.log(`| **all requests** |${runs.map((run) => cells(totalOf(run.stats))).join("")}`)
    console.log(
      `| answered per second |${runs.map((run) => ` ${(totalOf(run.stats).times.length / run.measuredSeconds).toFixed(0)} | | |`).join("")}`,
    )
    console.log(`\nCapacity (the rate at which p99 first passes ${goals.p99Ms} ms, the last rate under it): ${capacityText(o)}`)
  }
}

async function main() {
  console.log(
    `Machine: ${cores} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; the load clients run in this process on the same cores as the server, so every figure includes their CPU.`,
  )
  const tag = Math.floor(Math.random() * 1_000_000)
  const outcomes: Array<Outcome> = []
  const sqliteWanted = configs.some((config) => !config.postgres)
  const sqlite = sqliteWanted ? await seededSqlite() : undefined
  try {
    for (const config of configs.filter((c) => !c.postgres)) {
      if (sqlite === undefined) break
      const copy = copiedSqlite(sqlite.file)
      try {
        outcomes.push(await runConfig(config, sqlite.facts, copy, tag))
      } finally {
        copy.done()
      }
    }
  } finally {
    sqlite?.done()
  }
  for (const config of configs.filter((c) => c.postgres)) {
    const postgres = await seededPostgres()
    try {
      outcomes.push(await runConfig(config, postgres.facts, { url: postgres.url }, tag))
    } finally {
      await postgres.done()
    }
  }
  const mix = operations(
    { customers: 1, invoices: 1, laminateColors: 1, firstCustomerId: 1, experts: [], seededSeconds: 0 },
    { paidInvoiceIds: [] },
    0,
    Date.now(),
  )
  const reads = mix.filter((op) => !op.write).reduce((sum, op) => sum + op.weight, 0)
  const all = mix.reduce((sum, op) => sum + op.weight, 0)
  console.log(
    `\nMix: ${((100 * reads) / all).toFixed(0)} % reads, ${((100 * (all - reads)) / all).toFixed(0)} % writes; ${clients} clients; ${seconds} s measured after ${warmupSeconds} s warm-up; times in ms as the clients saw them.`,
  )
  report(
    outcomes,
    mix.map((op) => op.name),
    new Set(mix.filter((op) => op.list).map((op) => op.name)),
  )
  if (outcomes.some((o) => o.verification.missing > 0 || o.verification.duplicated > 0)) process.exitCode = 1
}

await main()
