import BetterSqlite3 from "better-sqlite3"
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "kysely"
import pg from "pg"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { createApp } from "../app.ts"
import { serverMessages } from "../http/messages.ts"
import { demoAccounts, demoPassword } from "../seed/demoAccounts.ts"
import { seedDemo } from "../seed/seed.ts"
import { contractErrors } from "../testing/contractCheck.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { startOfTests, testServer, testConfig } from "../testing/harness.ts"
import { tcpProxy, type TcpProxy } from "../testing/tcpProxy.ts"
import { memoryFileStore } from "../file/fileStore.ts"
import type { Database } from "./Database.ts"
import { migrate } from "./migrations.ts"
import { openPostgres } from "./postgres.ts"
import { openSqlite, type SqliteOptions } from "./sqlite.ts"

afterAll(dropTestSchemas)

const superAdmin = demoAccounts.find((account) => account.role === "super-admin")

/** A seeded app over `database`, called in-process, every answer checked against openapi.yaml; faults logged are kept. */
const appOver = async (database: Database) => {
  const faults: Array<unknown> = []
  const { app, passwords } = createApp({
    database,
    config: testConfig(),
    clock: { now: () => startOfTests },
    files: memoryFileStore(),
    log: { error: (_message, cause) => void faults.push(cause) },
  })
  await seedDemo(database, passwords, startOfTests)
  const request = async (method: string, path: string, init: { token?: string; json?: unknown } = {}) => {
    const headers: Record<string, string> = init.json === undefined ? {} : { "content-type": "application/json" }
    if (init.token) headers.authorization = `Bearer ${init.token}`
    const response = await app.request(path, {
      method,
      headers,
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    })
    const body = (await response.json()) as { message?: string; access_token?: string; data?: unknown }
    expect(
      contractErrors(method, path, response.status, response.headers.get("content-type"), body),
      `${method} ${path} ${response.status}`,
    ).toEqual([])
    return { status: response.status, body, retryAfter: response.headers.get("retry-after") }
  }
  const signIn = async () => {
    const answer = await request("POST", "/api/auth/login", {
      json: { username: superAdmin?.personnel_code, password: demoPassword },
    })
    expect(answer.status).toBe(200)
    return answer.body.access_token ?? ""
  }
  return { request, signIn, faults }
}

/** Asks again, a few times, until the answer is the one expected: the database comes back by itself, at its own pace. */
const eventually = async (ask: () => Promise<{ status: number }>, status: number) => {
  let last = await ask()
  for (let tries = 0; last.status !== status && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    last = await ask()
  }
  return last
}

const color = (name: string) => ({ name, price: 1000, is_active: true })

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** What a child process prints, and a wait for a line of it (failing if the process ends first). */
const outputOf = (child: ChildProcess) => {
  let text = ""
  const waiting: Array<() => void> = []
  const read = (chunk: Buffer) => {
    text += chunk.toString()
    for (const wake of waiting.splice(0)) wake()
  }
  child.stdout?.on("data", read)
  child.stderr?.on("data", read)
  const until = (words: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (text.includes(words)) resolve()
        else if (child.exitCode !== null) reject(new Error(`the server stopped: ${text}`))
        else waiting.push(check)
      }
      child.once("exit", check)
      check()
    })
  return { until }
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGTERM")),
  )

describe("the answers of a database fault", () => {
  it("say in Persian that the database is away or busy, and to try again shortly", () => {
    expect(serverMessages.databaseUnavailable).toBe("پایگاه داده در دسترس نیست؛ چند لحظه دیگر دوباره تلاش کنید")
    expect(serverMessages.databaseBusy).toBe("پایگاه داده مشغول است؛ چند لحظه دیگر دوباره تلاش کنید")
  })
})

describe.each(testDialects)("health and readiness on %s", (dialect) => {
  it("answers that the process lives and the database answers, without a token", async () => {
    const t = await testServer(dialect)
    try {
      expect(await t.request("GET", "/api/health")).toMatchObject({ status: 200, body: { status: "ok" } })
      expect(await t.request("GET", "/api/ready")).toMatchObject({ status: 200, body: { status: "ready" } })
      expect(t.faults).toEqual([])
    } finally {
      await t.close()
    }
  })
})

if (testDialects.includes("postgres")) {
  describe("PostgreSQL going away", () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test")
    const admin = () => new pg.Client({ connectionString: url.toString() })
    const cleanups: Array<() => Promise<void>> = []
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    })

    /** A pool of this test's own, in a fresh schema, named so that only its sessions are ever terminated, reached through `proxy` when given. */
    const ownDatabase = async (proxy?: TcpProxy) => {
      const schema = `test_${randomBytes(6).toString("hex")}`
      const applicationName = `glass-fault-test-${randomBytes(6).toString("hex")}`
      const client = admin()
      await client.connect()
      await client.query(`create schema ${schema}`)
      await client.end()
      const own = new URL(url)
      if (proxy) {
        own.hostname = "127.0.0.1"
        own.port = String(proxy.port)
      }
      own.searchParams.set("application_name", applicationName)
      const lost: Array<Error> = []
      const database = openPostgres(own.toString(), schema, (error) => void lost.push(error))
      cleanups.push(async () => {
        await database.close()
        const cleaner = admin()
        await cleaner.connect()
        await cleaner.query(`drop schema ${schema} cascade`)
        await cleaner.end()
      })
      await migrate(database)
      return { database, applicationName, lost }
    }

    /** Ends this test's sessions from the server side, as a restart or pg_terminate_backend does; never any other session. */
    const terminateSessionsOf = async (applicationName: string): Promise<number> => {
      const client = admin()
      await client.connect()
      const { rows } = await client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()",
        [applicationName],
      )
      await client.end()
      return rows.length
    }

    it("plans its statements without JIT compilation, in its own schema", async () => {
      const { database } = await ownDatabase()
      const { rows } = await sql<{
        jit: string
        schema: string
      }>`select current_setting('jit') as jit, current_schema() as schema`.execute(database.db)
      expect(rows).toEqual([{ jit: "off", schema: expect.stringMatching(/^test_/) }])
    })

    it("survives its connections being terminated: the next requests answer 503 or 200, and 200 once the pool has connected again", async () => {
      const { database, applicationName, lost } = await ownDatabase()
      const t = await appOver(database)
      const token = await t.signIn()
      // Several requests at once, so the pool holds several idle connections when they are terminated.
      await Promise.all(Array.from({ length: 4 }, () => t.request("GET", "/api/Admin/customer", { token })))

      expect(await terminateSessionsOf(applicationName)).toBeGreaterThan(0)
      const next = await Promise.all(Array.from({ length: 6 }, () => t.request("GET", "/api/Admin/customer", { token })))
      for (const answer of next) {
        expect([200, 503]).toContain(answer.status)
        if (answer.status === 503) expect(answer.body).toEqual({ message: serverMessages.databaseUnavailable })
      }
      expect((await eventually(() => t.request("GET", "/api/Admin/customer", { token }), 200)).status).toBe(200)
      expect(
        (await eventually(() => t.request("POST", "/api/Admin/glass_laminate_color", { token, json: color("پس از قطع") }), 201))
          .status,
      ).toBe(201)
      // The loss is noticed by the pool while a connection is idle, or by a request that took it first (its 503).
      expect(lost.length + next.filter((answer) => answer.status === 503).length).toBeGreaterThan(0)
      expect(await t.request("GET", "/api/ready")).toMatchObject({ status: 200 })
    })

    it("answers 503 in Persian while the database is gone, keeps /api/health at 200, writes nothing, and serves again once it is back", async () => {
      const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
      cleanups.push(proxy.close)
      const { database } = await ownDatabase(proxy)
      const t = await appOver(database)
      const token = await t.signIn()

      // The database vanishes while requests run: each is answered, 200/201 or 503, never 500.
      const running = Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0
          ? t.request("GET", "/api/Admin/customer", { token })
          : t.request("POST", "/api/Admin/glass_laminate_color", { token, json: color(`در جریان ${index}`) }),
      )
      await proxy.cut()
      for (const answer of await Promise.all(running)) expect([200, 201, 503]).toContain(answer.status)

      const read = await t.request("GET", "/api/Admin/customer", { token })
      expect(read).toMatchObject({ status: 503, body: { message: serverMessages.databaseUnavailable } })
      expect(read.retryAfter).toBe("5")
      expect(await t.request("POST", "/api/Admin/glass_laminate_color", { token, json: color("در نبود پایگاه") })).toMatchObject({
        status: 503,
        body: { message: serverMessages.databaseUnavailable },
      })
      expect(await t.request("GET", "/api/ready")).toMatchObject({
        status: 503,
        body: { message: serverMessages.databaseUnavailable },
      })
      expect(await t.request("GET", "/api/health")).toMatchObject({ status: 200, body: { status: "ok" } })
      expect(t.faults.length).toBeGreaterThan(0)

      await proxy.reopen()
      expect((await eventually(() => t.request("GET", "/api/ready"), 200)).status).toBe(200)
      expect((await t.request("GET", "/api/Admin/customer", { token })).status).toBe(200)
      expect((await t.request("POST", "/api/Admin/glass_laminate_color", { token, json: color("پس از بازگشت") })).status).toBe(
        201,
      )
      const names = await database.db.selectFrom("laminate_colors").select("name").execute()
      expect(names.map((row) => row.name)).toContain("پس از بازگشت")
      expect(names.map((row) => row.name)).not.toContain("در نبود پایگاه")
    })

    it("keeps the real server process running: it waits for a database that is not up yet, and outlives terminated sessions and an outage", async () => {
      const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
      cleanups.push(proxy.close)
      await proxy.cut()
      const schema = `test_${randomBytes(6).toString("hex")}`
      const applicationName = `glass-fault-test-${randomBytes(6).toString("hex")}`
      const client = admin()
      await client.connect()
      await client.query(`create schema ${schema}`)
      await client.end()
      cleanups.push(async () => {
        const cleaner = admin()
        await cleaner.connect()
        await cleaner.query(`drop schema ${schema} cascade`)
        await cleaner.end()
      })
      const own = new URL(url)
      own.hostname = "127.0.0.1"
      own.port = String(proxy.port)
      own.searchParams.set("application_name", applicationName)
      own.searchParams.set("options", `-c search_path=${schema}`)
      const dataDir = mkdtempSync(join(tmpdir(), "pg-faults-"))
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
      const port = await freePort()
      const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: {
          ...process.env,
          DATABASE_URL: own.toString(),
          PORT: String(port),
          DATA_DIR: dataDir,
          JWT_SECRET: randomBytes(32).toString("hex"),
          SEED_DEMO: "",
        },
        stdio: ["ignore", "pipe", "pipe"],
      })
      cleanups.push(() => stopped(child))
      const output = outputOf(child)

      await output.until("does not answer yet")
      await proxy.reopen()
      await output.until("listening on")
      const ask = async (path: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${path}`)
        return { status: response.status, body: (await response.json()) as unknown }
      }
      expect(await ask("/api/health")).toEqual({ status: 200, body: { status: "ok" } })
      expect(await ask("/api/ready")).toEqual({ status: 200, body: { status: "ready" } })

      expect(await terminateSessionsOf(applicationName)).toBeGreaterThan(0)
      expect((await eventually(() => ask("/api/ready"), 200)).status).toBe(200)
      await proxy.cut()
      expect(await ask("/api/ready")).toEqual({ status: 503, body: { message: serverMessages.databaseUnavailable } })
      expect(await ask("/api/health")).toEqual({ status: 200, body: { status: "ok" } })
      await proxy.reopen()
      expect((await eventually(() => ask("/api/ready"), 200)).status).toBe(200)
      expect(child.exitCode).toBeNull()
    })
  })
}

describe("a SQLite file locked by another connection", () => {
  const dirs: Array<string> = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  /** A seeded app over a SQLite file, and another connection on the same file holding its write lock while `run` runs. */
  const whileLocked = async (
    options: SqliteOptions,
    run: (
      t: Awaited<ReturnType<typeof appOver>>,
      token: string,
      other: BetterSqlite3.Database,
      database: Database,
    ) => Promise<void>,
  ) => {
    const dir = mkdtempSync(join(tmpdir(), "sqlite-lock-"))
    dirs.push(dir)
    const file = join(dir, "back-office.sqlite")
    const database = openSqlite(file, options)
    await migrate(database)
    const t = await appOver(database)
    const token = await t.signIn()
    const other = new BetterSqlite3(file)
    try {
      other.exec("begin immediate")
      other.prepare("update laminate_colors set price = price").run()
      await run(t, token, other, database)
    } finally {
      other.close()
      await database.close()
    }
  }

  it("lets a write wait for another process's write, the event loop free meanwhile, instead of refusing it", () =>
    whileLocked({}, async (t, token, other, database) => {
      let answered = false
      const waiting = t
        .request("POST", "/api/Admin/glass_laminate_color", { token, json: color("پس از انتظار") })
        .then((answer) => ((answered = true), answer))
      // The other process commits a second later, from this same event loop: the timer runs only if the wait leaves it free.
      const answeredBeforeCommit = await new Promise<boolean>((resolve) => {
        setTimeout(() => {
          const before = answered
          other.exec("commit")
          resolve(before)
        }, 1000)
      })
      expect(answeredBeforeCommit).toBe(false)
      expect((await waiting).status).toBe(201)
      expect((await database.db.selectFrom("laminate_colors").select("name").execute()).map((row) => row.name)).toContain(
        "پس از انتظار",
      )
    }))

  it("reads while a write waits for the lock", () =>
    whileLocked({}, async (t, token, other) => {
      let written = false
      const waiting = t
        .request("POST", "/api/Admin/glass_laminate_color", { token, json: color("نوشته پس از خواندن") })
        .then((answer) => ((written = true), answer))
      await new Promise((resume) => setTimeout(resume, 100))
      expect((await t.request("GET", "/api/ready")).status).toBe(200)
      expect((await t.request("POST", "/api/auth/me", { token })).status).toBe(200)
      expect((await t.request("GET", "/api/Admin/glass_laminate_color", { token })).status).toBe(200)
      expect(written, JSON.stringify(written && (await waiting))).toBe(false)
      other.exec("commit")
      expect((await waiting).status).toBe(201)
    }))

  // A short wait, so the refusal comes quickly; the default is docs/scaling.md's 10 s.
  it("goes on reading, refuses a write with 503 in Persian once it has waited its time, and writes again once the lock is released", () =>
    whileLocked({ writeWaitMs: 300 }, async (t, token, other, database) => {
      expect((await t.request("GET", "/api/Admin/customer", { token })).status).toBe(200)
      expect((await t.request("GET", "/api/Admin/glass_laminate_color", { token })).status).toBe(200)
      expect((await t.request("GET", "/api/ready")).status).toBe(200)
      const refused = await t.request("POST", "/api/Admin/glass_laminate_color", { token, json: color("در قفل") })
      expect(refused).toMatchObject({ status: 503, body: { message: serverMessages.databaseBusy } })
      expect(refused.retryAfter).toBe("1")

      other.exec("rollback")
      expect((await t.request("POST", "/api/Admin/glass_laminate_color", { token, json: color("پس از قفل") })).status).toBe(201)
      const names = (await database.db.selectFrom("laminate_colors").select("name").execute()).map((row) => row.name)
      expect(names).toContain("پس از قفل")
      expect(names).not.toContain("در قفل")
    }))
})
