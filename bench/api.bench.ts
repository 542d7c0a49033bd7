// The API's throughput on loopback over the bulk data of bench/bulkSeed.ts in SQLite (100,000 laminate colours, 100,000 customers,
// 1,000,000 invoices): the laminate list, the customer list and its searches, the invoice lists plain and searched, signed in, one
// server process (WORKERS=1). Each search is measured beside its bare twin (bench/bareSearch.ts: the same store call over the
// same file, no framework, no sign-in), the limit it can approach; the kept laminate first page beside a node:http server
// answering its bytes.
import { spawn, type ChildProcess } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer } from "node:http"
import { join } from "node:path"
import { openSqlite } from "../server/db/sqlite.ts"
import { laminateCounter } from "../server/laminate/laminateStore.ts"
import { aloneMillis, connections, load, printTwins, sameAnswer, seconds, type ApiRun, type Measured } from "./apiRuns.ts"
import { copiedSqlite, seededSqlite } from "./bulkSeed.ts"
import { freePort, waitFor } from "./support.ts"

/** `--bare FILE PORT`: the kept laminate page's twin, a node:http server answering FILE's bytes to every request. */
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
    const twinPort = await freePort()
    children.push(
      spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--bare", bodyFile, String(barePort)], {
        stdio: "ignore",
      }),
      spawn(
        process.execPath,
        ["--import", "tsx", join(import.meta.dirname, "bareSearch.ts"), join(dataDir, "back-office.sqlite"), String(twinPort)],
        { stdio: "ignore" },
      ),
    )
    const bare = `http://127.0.0.1:${barePort}/`
    const twinBase = `http://127.0.0.1:${twinPort}`
    await waitFor(bare)
    await waitFor(`${twinBase}/`)

    const { customers, invoices } = seededFile.facts
    console.log(
      `Each run: autocannon, ${connections} connections, ${seconds} s, loopback, one server process; ${total.toLocaleString("en")} laminate colours, ${customers.toLocaleString("en")} customers, ${invoices.toLocaleString("en")} invoices; first page is ${firstBytes.length} bytes.`,
    )
    const list = (title: string, path: string, search?: string): ApiRun => {
      const query = `${path}${search === undefined ? "" : `&search=${encodeURIComponent(search)}`}`
      return search === undefined
        ? { title, url: `${base}${query}` }
        : { title, url: `${base}${query}`, bare: `${twinBase}${query}`, search: true }
    }
    const runs: ReadonlyArray<ApiRun> = [
      { title: "GET glass_laminate_color, page 1 (twin: its kept bytes)", url: first, bare },
      { title: `GET glass_laminate_color, page ${deepPage}`, url: deep },
      list(`GET customer, page 1 of ${customers.toLocaleString("en")}`, "/Admin/customer?page=1&per_page=15"),
      list("GET customer, searching a family name (کریمی)", "/Admin/customer?page=1&per_page=15", "کریمی"),
      list("GET customer, searching mobile digits (09124)", "/Admin/customer?page=1&per_page=15", "09124"),
      list("GET customer, searching Persian digits (۴۵۶۷)", "/Admin/customer?page=1&per_page=15", "۴۵۶۷"),
      list(
        `GET invoice, informal, page 1 of ${invoices.toLocaleString("en")}`,
        "/Admin/invoice?kind=informal&page=1&per_page=15",
      ),
      list("GET invoice, formal, page 1", "/Admin/invoice?kind=formal&page=1&per_page=15"),
      list("GET invoice, pre-buy, page 1", "/Admin/invoice?kind=pre-buy&page=1&per_page=15"),
      list("GET invoice, informal, searching a customer (موسوی)", "/Admin/invoice?kind=informal&page=1&per_page=15", "موسوی"),
      list("GET invoice, formal, searching serial digits (12345)", "/Admin/invoice?kind=formal&page=1&per_page=15", "12345"),
    ]
    for (const run of runs) if (run.search && run.bare) await sameAnswer(run, run.bare, headers)
    const results: Array<{ run: ApiRun; app: Measured; bare?: Measured }> = []
    // Each app run is followed at once by its twin's, so both meet the same machine.
    for (const run of runs) {
      const app = await load(run.title, run.url, headers)
      results.push(run.bare === undefined ? { run, app } : { run, app, bare: await load(`${run.title}, bare`, run.bare) })
    }
    const [firstQuery, deepQuery] = [await queryMillis(dataDir, 0), await queryMillis(dataDir, (deepPage - 1) * 15)]
    const alone = []
    for (const { title, url } of runs.slice(2))
      alone.push(`${title.replace(/^GET /, "")} ${(await aloneMillis(url, headers)).toFixed(1)} ms`)
    printTwins(results)
    console.log(
      `Each search's bare twin (bench/bareSearch.ts) makes the same store call over the same SQLite file and answers JSON.stringify of its rows, without Hono, sign-in or validation: the limit the app can approach.`,
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
