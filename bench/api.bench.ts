// The API's throughput on loopback: the laminate-colour list over 100,000 rows and the customer list over 20,000 in SQLite, signed in, against a bare node:http server answering the same bytes.
import autocannon from "autocannon"
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { migrate } from "../server/db/migrations.ts"
import { openSqlite } from "../server/db/sqlite.ts"
import { passwordsAt } from "../server/auth/passwords.ts"
import { searchTextOf } from "../server/repos/customerSearch.ts"
import { laminateCounter } from "../server/repos/laminateColors.ts"
import { seedDemo } from "../server/seed/seed.ts"
import { freePort, generatedCustomer, waitFor } from "./support.ts"

const rows = 100_000
const customerRows = 20_000
const connections = 50
const seconds = Number(process.env.BENCH_SECONDS ?? 10)

/** `--bare FILE PORT`: the baseline, a node:http server answering FILE's bytes to every request. */
if (process.argv[2] === "--bare") {
  const body = readFileSync(process.argv[3] ?? "")
  createHttpServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json", "content-length": body.length })
    response.end(body)
  }).listen(Number(process.argv[4]), "127.0.0.1")
} else await main()


async function prepareDatabase(dataDir: string) {
  const database = openSqlite(join(dataDir, "back-office.sqlite"))
  await migrate(database)
  await seedDemo(database, passwordsAt({ memoryCost: 1024, timeCost: 1, parallelism: 1 }), Date.now())
  const now = new Date().toISOString()
  for (let start = 0; start < rows; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, index) => ({ name: `رنگ ${start + index + 1}`, price: 4_000_000 + ((start + index) % 500) * 10_000, is_active: 1, created_at: now, updated_at: now }))
    await database.db.transaction().execute((trx) => trx.insertInto("laminate_colors").values(batch).execute())
  }
  // Customers owned by the demo sales expert (id 3) and by nobody, half persons and half companies, with distinct codes.
  for (let start = 0; start < customerRows; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, index) => {
      const n = start + index
      const { person, searched } = generatedCustomer(n)
      return {
        ...searched,
        kind: person ? "individual" : "legal",
        economic_code: null,
        representative_name: person ? null : "نماینده",
        search_text: searchTextOf(searched),
        postal_code: null,
        address: null,
        city: "تهران",
        sales_expert_id: n % 3 === 0 ? null : 3,
        credit_limit: 0,
        notes: null,
        is_active: 1,
        created_at: now,
        updated_at: now,
      }
    })
    await database.db.transaction().execute((trx) => trx.insertInto("customers").values(batch).execute())
  }
  const total = await database.db.selectFrom("laminate_colors").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()
  await database.db.updateTable("counters").set({ value: Number(total.n) }).where("name", "=", laminateCounter).execute()
  await database.close()
  return Number(total.n)
}

/** The median time of the list's page query itself, uncached, straight on the database file. */
async function queryMillis(dataDir: string, offset: number) {
  const database = openSqlite(join(dataDir, "back-office.sqlite"))
  const page = database.prepare(database.db.selectFrom("laminate_colors").select(["id", "name", "price", "is_active"]).orderBy("id", "desc").limit(0).offset(0))
  const times: Array<number> = []
  for (let run = 0; run < 21; run += 1) {
    const started = performance.now()
    await page([15, offset])
    times.push(performance.now() - started)
  }
  await database.close()
  return times.sort((a, b) => a - b)[10] ?? 0
}

/** The median time one user waits for an answer, one request at a time (what a member of staff feels, unlike throughput under load). */
async function aloneMillis(url: string, headers: Record<string, string>) {
  const times: Array<number> = []
  for (let run = 0; run < 21; run += 1) {
    const started = performance.now()
    const answer = await fetch(url, { headers })
    await answer.arrayBuffer()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[10] ?? 0
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  // A short unmeasured run first, so each server is measured warm (JIT-compiled, pages kept).
  await autocannon({ url, connections, duration: 2, headers })
  const result = await autocannon({ url, connections, duration: seconds, headers })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { title, perSecond: result.requests.average, p99: result.latency.p99 }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"))
  const children: Array<ChildProcess> = []
  try {
    console.log(`Preparing ${rows.toLocaleString("en")} laminate colours in ${dataDir} ...`)
    const total = await prepareDatabase(dataDir)
    const appPort = await freePort()
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(appPort), DIST_DIR: join(dataDir, "no-dist"), DATABASE_URL: "", JWT_SECRET: "bench-secret-bench-secret-bench-secret" }
    children.push(spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: "ignore" }))
    const base = `http://127.0.0.1:${appPort}/api`
    const login = await waitFor(`${base}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "1000100001", password: "Demo1234" }) })
    const { access_token: token } = (await login.json()) as { access_token: string }
    const headers = { authorization: `Bearer ${token}` }
    const first = `${base}/Admin/glass_laminate_color?page=1&per_page=15`
    const deepPage = Math.floor((total * 0.9) / 15)
    const deep = `${base}/Admin/glass_laminate_color?page=${deepPage}&per_page=15`
    const firstBytes = Buffer.from(await (await fetch(first, { headers })).arrayBuffer())
    const bodyFile = join(dataDir, "first-page.json")
    writeFileSync(bodyFile, firstBytes)
    const barePort = await freePort()
    children.push(spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--bare", bodyFile, String(barePort)], { stdio: "ignore" }))
    const bare = `http://127.0.0.1:${barePort}/`
    await waitFor(bare)

    console.log(`Each run: autocannon, ${connections} connections, ${seconds} s, loopback; first page is ${firstBytes.length} bytes.`)
    const customers = `${base}/Admin/customer?page=1&per_page=15`
    const byName = `${base}/Admin/customer?page=1&per_page=15&search=${encodeURIComponent("کریمی 19")}`
    const byMobile = `${base}/Admin/customer?page=1&per_page=15&search=09120019`
    const results = [
      await load("bare node:http, same bytes", bare),
      await load("GET glass_laminate_color, page 1", first, headers),
      await load(`GET glass_laminate_color, page ${deepPage}`, deep, headers),
      await load(`GET customer, page 1 of ${customerRows.toLocaleString("en")}`, customers, headers),
      await load("GET customer, searching a name", byName, headers),
      await load("GET customer, searching mobile digits", byMobile, headers),
    ]
    const [firstQuery, deepQuery] = [await queryMillis(dataDir, 0), await queryMillis(dataDir, (deepPage - 1) * 15)]
    const alone = [await aloneMillis(customers, headers), await aloneMillis(byName, headers), await aloneMillis(byMobile, headers)]
    const baseline = results[0]?.perSecond ?? 1
    console.log("\n| run | requests/s | p99 (ms) | ratio to bare |\n|---|---:|---:|---:|")
    for (const { title, perSecond, p99 } of results) console.log(`| ${title} | ${Math.round(perSecond).toLocaleString("en")} | ${p99} | ${(perSecond / baseline).toFixed(2)} |`)
    const ratio = (results[1]?.perSecond ?? 0) / baseline
    console.log(`\nGoal: first page at least half of bare: ${ratio >= 0.5 ? "met" : "NOT met"} (${ratio.toFixed(2)}).`)
    console.log(`Laminate pages are kept until the database changes, so both are served from memory after their first request; customer pages are read from the database every time (who sees which customer depends on the caller).`)
    console.log(`The page query itself, uncached (median of 21): page 1 ${firstQuery.toFixed(3)} ms, page ${deepPage} ${deepQuery.toFixed(3)} ms.`)
    console.log(`One request at a time (median of 21): customer page 1 ${alone[0]?.toFixed(1)} ms, name search ${alone[1]?.toFixed(1)} ms, mobile search ${alone[2]?.toFixed(1)} ms.`)
  } finally {
    for (const child of children) child.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
