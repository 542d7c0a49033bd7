// 20 operators scanning at once over an order book of 10,000 confirmed orders (150,000 panes): each walks its own units
// through every station (cutting, edging, tempering by pane; assembling, quality, racking and dispatch by unit), and every
// 20th scan is sent twice at once, as two operators racing for one pane. Prints scans per second, p50 and p99 beside a
// plain GET /api/health under the same 20 clients, then checks every acknowledged scan is stored exactly once.
// `npm run bench:scan` runs it on SQLite; BENCH_DB=postgres on a new PostgreSQL database (BENCH_POSTGRES_URL's server).
import { sql } from "kysely"
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { passwordsAt } from "../server/auth/passwords.ts"
import type { Database } from "../server/db/Database.ts"
import { migrate } from "../server/db/migrations.ts"
import { openPostgres } from "../server/db/postgres.ts"
import { openSqlite } from "../server/db/sqlite.ts"
import { seedDemo } from "../server/seed/seed.ts"
import { postgresAdminUrl } from "./bulkSeed.ts"
import { bookSize, seedScanBook, type BookUnit } from "./scanBook.ts"
import { freePort, waitFor } from "./support.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const healthSeconds = 5
const raceEvery = 20
const onPostgres = process.env.BENCH_DB === "postgres"

interface Timed {
  readonly millis: number
  readonly status: number
}

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** Per kind: answers per second, p50 and p99 in milliseconds. */
const figures = (timed: ReadonlyArray<Timed>, spanSeconds: number) => {
  const sorted = timed.map((t) => t.millis).sort((a, b) => a - b)
  return { perSecond: timed.length / spanSeconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: timed.length }
}

/** One operator's scans in walking order: each pane at its pane-level stations, then the unit at its unit-level ones. */
function* walk(units: ReadonlyArray<BookUnit>): Generator<{ readonly code: string; readonly station: string }> {
  for (const unit of units) {
    for (const station of ["cutting", "edging", "tempering"]) for (const pane of unit.panes) yield { code: pane, station }
    for (const station of unit.unitStations) yield { code: unit.code, station }
  }
}

async function openBook(): Promise<{ database: Database; env: Record<string, string>; done: () => Promise<void> }> {
  if (!onPostgres) {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-scan-"))
    const database = openSqlite(join(dataDir, "back-office.sqlite"))
    return {
      database,
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      done: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `bench_scan_${randomBytes(4).toString("hex")}`
  const admin = openPostgres(postgresAdminUrl)
  await sql`create database ${sql.id(name)}`.execute(admin.db)
  await admin.close()
  const url = postgresAdminUrl.replace(/\/[^/]*$/, `/${name}`)
  const dataDir = mkdtempSync(join(tmpdir(), "bench-scan-"))
  return {
    database: openPostgres(url),
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    done: async () => {
      rmSync(dataDir, { recursive: true, force: true })
      const again = openPostgres(postgresAdminUrl)
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again.db)
      await again.close()
    },
  }
}

async function main() {
  const started = performance.now()
  const { database, env, done } = await openBook()
  const children: Array<ChildProcess> = []
  try {
    await migrate(database)
    const passwords = passwordsAt({ memoryCost: 1024, timeCost: 1, parallelism: 1 })
    await seedDemo(database, passwords, Date.now())
    const book = await seedScanBook(database, await passwords.hash("Demo1234"))
    if (onPostgres) await sql`vacuum analyze`.execute(database.db)
    const panes = book.units.reduce((sum, unit) => sum + unit.panes.length, 0)
    console.log(
      `${onPostgres ? "PostgreSQL" : "SQLite"}: ${bookSize.orders.toLocaleString("en")} orders, ${book.units.length.toLocaleString("en")} units, ${panes.toLocaleString("en")} panes written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    )

    const port = await freePort()
    const serverEnv = {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DIST_DIR: join(env.DATA_DIR ?? "", "no-dist"),
      JWT_SECRET: "bench-secret-bench-secret-bench-secret",
      SEED_DEMO: "0",
    }
    children.push(spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env: serverEnv, stdio: "ignore" }))
    const base = `http://127.0.0.1:${port}/api`
    await waitFor(`${base}/health`, undefined, 600)
    const tokens = await Promise.all(
      book.operators.map(async (username) => {
        const login = await fetch(`${base}/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password: "Demo1234" }),
        })
        if (login.status !== 200) throw new Error(`operator ${username} could not sign in: ${login.status} ${await login.text()}`)
        return ((await login.json()) as { access_token: string }).access_token
      }),
    )

    // The baseline: the same 20 clients asking for the health answer, which touches no table.
    const health: Array<Timed> = []
    const healthEnd = performance.now() + healthSeconds * 1000
    await Promise.all(
      tokens.map(async () => {
        while (performance.now() < healthEnd) {
          const t0 = performance.now()
          const answer = await fetch(`${base}/health`)
          await answer.arrayBuffer()
          health.push({ millis: performance.now() - t0, status: answer.status })
        }
      }),
    )

    const scans: Array<Timed> = []
    const acknowledged: Array<number> = []
    let races = 0
    let racesCountedOnce = 0
    const refusals = new Map<string, number>()
    const scanEnd = performance.now() + seconds * 1000
    const scanOnce = async (token: string, body: { code: string; station: string }) => {
      const t0 = performance.now()
      const answer = await fetch(`${base}/Admin/production/scan`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
      const text = await answer.text()
      scans.push({ millis: performance.now() - t0, status: answer.status })
      if (answer.status === 200) {
        acknowledged.push((JSON.parse(text) as { data: { scan_id: number } }).data.scan_id)
      } else
        refusals.set(`${answer.status} ${text.slice(0, 160)}`, (refusals.get(`${answer.status} ${text.slice(0, 160)}`) ?? 0) + 1)
      return answer.status
    }
    await Promise.all(
      tokens.map(async (token, k) => {
        let n = 0
        for (const scan of walk(book.units.filter((_, index) => index % tokens.length === k))) {
          if (performance.now() >= scanEnd) return
          n += 1
          if (n % raceEvery === 0) {
            races += 1
            const statuses = await Promise.all([scanOnce(token, scan), scanOnce(token, scan)])
            if (statuses.filter((status) => status === 200).length === 1) racesCountedOnce += 1
          } else await scanOnce(token, scan)
        }
      }),
    )

    const stored = await database.db
      .selectFrom("production_scans")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
    const passScans = new Set(
      (await database.db.selectFrom("production_passes").select("scan_id").distinct().execute()).map((row) => row.scan_id),
    )
    const ids = new Set(acknowledged)
    const everyAckMoved = acknowledged.every((id) => passScans.has(id)) && [...passScans].every((id) => ids.has(id))
    const s = figures(scans, seconds)
    const h = figures(health, healthSeconds)
    const pad = (text: string, width: number) => text.padEnd(width)
    console.log("")
    console.log(`${pad("", 28)}${pad("per second", 14)}${pad("p50 ms", 10)}${pad("p99 ms", 10)}answers`)
    console.log(
      `${pad("GET /api/health (baseline)", 28)}${pad(h.perSecond.toFixed(0), 14)}${pad(h.p50.toFixed(1), 10)}${pad(h.p99.toFixed(1), 10)}${h.count}`,
    )
    console.log(
      `${pad("POST scan, 20 operators", 28)}${pad(s.perSecond.toFixed(0), 14)}${pad(s.p50.toFixed(1), 10)}${pad(s.p99.toFixed(1), 10)}${s.count}`,
    )
    console.log("")
    console.log(`goal p99 ≤ 100 ms: ${s.p99 <= 100 ? "met" : "NOT met"}`)
    console.log(
      `acknowledged scans ${acknowledged.length}, distinct ids ${ids.size}, stored scans ${Number(stored.n)}: ${Number(stored.n) === acknowledged.length && ids.size === acknowledged.length ? "each stored exactly once" : "MISMATCH"}`,
    )
    console.log(`scans whose panes passed ${passScans.size}: ${everyAckMoved ? "exactly the acknowledged ones" : "MISMATCH"}`)
    console.log(
      `racing pairs ${races}, counted once ${racesCountedOnce}: ${races === racesCountedOnce ? "every race counted once" : "MISMATCH"}`,
    )
    for (const [refusal, count] of refusals) console.log(`  refused ${count}× ${refusal}`)
  } finally {
    for (const child of children) child.kill()
    await database.close()
    await done()
  }
}

await main()
