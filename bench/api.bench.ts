// The API's throughput on loopback over the bulk data of bench/bulkSeed.ts in SQLite (100,000 laminate colours, 100,000 customers,
// 1,000,000 invoices): the laminate list, the customer list and its searches, the invoice lists plain and searched, signed in, one
// server process (WORKERS=1), against a bare node:http server answering the laminate first page's bytes.
import autocannon from "autocannon"
import { spawn, type ChildProcess } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer } from "node:http"
import { join } from "node:path"
import { openSqlite } from "../server/db/sqlite.ts"
import { laminateCounter } from "../server/laminate/laminateStore.ts"
import { copiedSqlite, seededSqlite } from "./bulkSeed.ts"
import { waitFor } from "./support.ts"

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

/** The median time of the list's page query itself, uncached, straight on the database file. */
async function queryMillis(dataDir: string, offset: number) {
  const database = openSqlite(join(dataDir, "back-office.sqlite"))
  const page = database.prepare(
    database.db
      .selectFrom("laminate_colors")
      .select(["id", "name", "price", "is_active"])
      .orderBy("id", "desc")
      .limit(0)
      .offset(0),
  )
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
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { title, perSecond: result.requests.average, p99: result.latency.p99 }
}

async function main() {
  const seededFile = await seededSqlite()
  const { dataDir, done } = copiedSqlite(seededFile.file)
  const children: Array<ChildProcess> = []
  try {
    const counted = openSqlite(join(dataDir, "back-office.sqlite"))
    const total = Number(
      (await counted.db.selectFrom("counters").select("value").where("name", "=", laminateCounter).executeTakeFirstOrThrow())
        .value,
    )
    await counted.close()
    const appPort = 43741
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(appPort),
      HOST: "127.0.0.1",
      WORKERS: "1",
      DIST_DIR: join(dataDir, "no-dist"),
      DATABASE_URL: "",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret",
    }
    children.push(spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: "ignore" }))
    const base = `http://127.0.0.1:${appPort}/api`
    const login = await waitFor(
      `${base}/auth/login`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "1000100001", password: "Demo1234" }),
      },
      600,
    )
    const { access_token: token } = (await login.json()) as { access_token: string }
    const headers = { authorization: `Bearer ${token}` }
    const first = `${base}/Admin/glass_laminate_color?page=1&per_page=15`
    const deepPage = Math.floor((total * 0.9) / 15)
    const deep = `${base}/Admin/glass_laminate_color?page=${deepPage}&per_page=15`
    const firstBytes = Buffer.from(await (await fetch(first, { headers })).arrayBuffer())
    const bodyFile = join(dataDir, "first-page.json")
    writeFileSync(bodyFile, firstBytes)
    const barePort = 43742
    children.push(
      spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--bare", bodyFile, String(barePort)], {
        stdio: "ignore",
      }),
    )
    const bare = `http://127.0.0.1:${barePort}/`
    await waitFor(bare)

    const { customers, invoices } = seededFile.facts
    console.log(
      `Each run: autocannon, ${connections} connections, ${seconds} s, loopback, one server process; ${total.toLocaleString("en")} laminate colours, ${customers.toLocaleString("en")} customers, ${invoices.toLocaleString("en")} invoices; first page is ${firstBytes.length} bytes.`,
    )
    const list = (path: string, search?: string) =>
      `${base}${path}${search === undefined ? "" : `&search=${encodeURIComponent(search)}`}`
    const customerPage = list("/Admin/customer?page=1&per_page=15")
    const byName = list("/Admin/customer?page=1&per_page=15", "کریمی")
    const byMobile = list("/Admin/customer?page=1&per_page=15", "09124")
    const byPersianDigits = list("/Admin/customer?page=1&per_page=15", "۴۵۶۷")
    const runs: ReadonlyArray<readonly [string, string]> = [
      ["bare node:http, same bytes", bare],
      ["GET glass_laminate_color, page 1", first],
      [`GET glass_laminate_color, page ${deepPage}`, deep],
      [`GET customer, page 1 of ${customers.toLocaleString("en")}`, customerPage],
      ["GET customer, searching a family name (کریمی)", byName],
      ["GET customer, searching mobile digits (09124)", byMobile],
      ["GET customer, searching Persian digits (۴۵۶۷)", byPersianDigits],
      [
        `GET invoice, informal, page 1 of ${invoices.toLocaleString("en")}`,
        list("/Admin/invoice?kind=informal&page=1&per_page=15"),
      ],
      ["GET invoice, formal, page 1", list("/Admin/invoice?kind=formal&page=1&per_page=15")],
      ["GET invoice, pre-buy, page 1", list("/Admin/invoice?kind=pre-buy&page=1&per_page=15")],
      ["GET invoice, informal, searching a customer (موسوی)", list("/Admin/invoice?kind=informal&page=1&per_page=15", "موسوی")],
      ["GET invoice, formal, searching serial digits (12345)", list("/Admin/invoice?kind=formal&page=1&per_page=15", "12345")],
    ]
    const results = []
    for (const [title, url] of runs) results.push(await load(title, url, url === bare ? {} : headers))
    const [firstQuery, deepQuery] = [await queryMillis(dataDir, 0), await queryMillis(dataDir, (deepPage - 1) * 15)]
    const alone = []
    for (const [title, url] of runs.slice(3))
      alone.push(`${title.replace(/^GET /, "")} ${(await aloneMillis(url, headers)).toFixed(1)} ms`)
    const baseline = results[0]?.perSecond ?? 1
    console.log("\n| run | requests/s | p99 (ms) | ratio to bare |\n|---|---:|---:|---:|")
    for (const { title, perSecond, p99 } of results)
      console.log(`| ${title} | ${Math.round(perSecond).toLocaleString("en")} | ${p99} | ${(perSecond / baseline).toFixed(2)} |`)
    const ratio = (results[1]?.perSecond ?? 0) / baseline
    console.log(`\nGoal: first page at least half of bare: ${ratio >= 0.5 ? "met" : "NOT met"} (${ratio.toFixed(2)}).`)
    const searchRatio = (results[4]?.perSecond ?? 0) / (results[1]?.perSecond ?? 1)
    console.log(
      `Goal: customer search at least half of the laminate list: ${searchRatio >= 0.5 ? "met" : "NOT met"} (${searchRatio.toFixed(2)}).`,
    )
    console.log(
      `Laminate pages are kept until the database changes, so both are served from memory after their first request; customer and invoice pages are read from the database every time (who sees which row depends on the caller).`,
    )
    console.log(
      `The page query itself, uncached (median of 21): page 1 ${firstQuery.toFixed(3)} ms, page ${deepPage} ${deepQuery.toFixed(3)} ms.`,
    )
    console.log(`One request at a time (median of 21): ${alone.join("; ")}.`)
  } finally {
    for (const child of children) child.kill()
    done()
    seededFile.done()
  }
}
