import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { nationalCodeCheckDigit } from "../domain/identifiers/NationalCode.ts"
import type { Dialect } from "./db/Database.ts"
import { testDialects } from "./testing/database.ts"
import { invoiceBody } from "./testing/forms.ts"
import { freshPostgresDatabase, signInTo, startServerProcess, type ServerProcess } from "./testing/serverProcess.ts"

/** This file's ports (43710-43729): two per dialect for the pair of servers, one for the cluster. */
const pairPorts: Record<Dialect, readonly [number, number]> = { sqlite: [43710, 43711], postgres: [43712, 43713] }
const clusterPort = 43714
const writersPort = 43715
const killPort = 43716

const call = async (api: string, token: string, method: string, path: string, body?: unknown) => {
  const answer = await fetch(`${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: answer.status, body: (await answer.json().catch(() => undefined)) as Record<string, unknown> | undefined }
}

/** A valid national code of its own for each `n`. */
const nationalCode = (n: number) => {
  const firstNine = String(123_450_000 + n).padStart(9, "0")
  return `${firstNine}${nationalCodeCheckDigit(firstNine)}`
}

const failedSignIn = (api: string, mobile: string) =>
  fetch(`${api}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mobile, password: "Wrong1234" }),
  }).then((answer) => answer.status)

describe.each(testDialects)("two servers over one %s database", (dialect: Dialect) => {
  const cleanups: Array<() => Promise<void> | void> = []
  let one: ServerProcess
  let other: ServerProcess

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cluster-"))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const postgres = dialect === "postgres" ? await freshPostgresDatabase("scale_test") : undefined
    if (postgres) cleanups.push(postgres.drop)
    // One DATA_DIR for both, as servers on one machine share it: the same SQLite file, the same generated JWT secret.
    const env = {
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, "dist"),
      WORKERS: "1",
      LOGIN_THROTTLE_MAX_FAILURES: "3",
      ...(postgres ? { DATABASE_URL: postgres.url, SEED_DEMO: "1" } : {}),
    }
    const [first, second] = pairPorts[dialect]
    one = await startServerProcess({ ...env, PORT: String(first) })
    cleanups.push(() => one.stop())
    other = await startServerProcess({ ...env, PORT: String(second) })
    cleanups.push(() => other.stop())
  }, 120_000)

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it("lists a laminate colour renamed through one server renamed by the other at its next request, though it had the list cached", async () => {
    const token = await signInTo(one.api, "sales-manager")
    const created = await call(one.api, token, "POST", "/Admin/glass_laminate_color", { name: "فیروزه‌ای", price: 5_000_000 })
    expect(created.status).toBe(201)
    const id = (created.body?.data as { id: number }).id
    const names = async () =>
      (
        (await call(other.api, token, "GET", "/Admin/glass_laminate_color?per_page=100")).body?.data as Array<{
          id: number
          name: string
        }>
      ).find((row) => row.id === id)?.name
    // Read twice, so the second answer comes from the other server's cache.
    expect([await names(), await names()]).toEqual(["فیروزه‌ای", "فیروزه‌ای"])
    expect(
      (await call(one.api, token, "PATCH", `/Admin/glass_laminate_color/${id}`, { name: "لاجوردی", price: 5_000_000 })).status,
    ).toBe(200)
    expect(await names()).toBe("لاجوردی")
  })

  it("refuses at the other server a token signed out through one, though the other had just accepted it", async () => {
    const token = await signInTo(one.api, "super-admin")
    expect([
      (await call(other.api, token, "POST", "/auth/me")).status,
      (await call(other.api, token, "POST", "/auth/me")).status,
    ]).toEqual([200, 200])
    expect((await call(one.api, token, "POST", "/auth/logout")).status).toBe(200)
    expect((await call(other.api, token, "POST", "/auth/me")).status).toBe(401)
  })

  it("writes a burst of customers, laminate colours, invoices and user edits sent to both servers at once, none refused busy or deadlocked, every invoice with a serial of its own", async () => {
    const token = await signInTo(one.api, "super-admin")
    const api = (n: number) => (n % 2 === 0 ? one.api : other.api)
    // A user's save reads (the active super-admins, the clashes) before it writes: the case a deferred SQLite transaction lost.
    // Sent with the invoices, whose rows and notices reference users: the case row locks on PostgreSQL could deadlock.
    const [creations, edits] = await Promise.all([
      Promise.all([
        ...Array.from({ length: 20 }, (_, n) =>
          call(api(n), token, "POST", "/Admin/customer", {
            type: "individual",
            name: "کاوه",
            last_name: `امینی ${n}`,
            national_code: nationalCode(n),
            mobile: `0912${String(1_000_000 + n)}`,
          }),
        ),
        ...Array.from({ length: 20 }, (_, n) =>
          call(api(n), token, "POST", "/Admin/glass_laminate_color", { name: `رنگ ${n}`, price: 1000 + n }),
        ),
        ...Array.from({ length: 10 }, (_, n) => call(api(n), token, "POST", "/Admin/invoice", invoiceBody())),
      ]),
      Promise.all(
        Array.from({ length: 40 }, (_, n) => call(api(n), token, "PATCH", "/Admin/user/3", { is_active: n % 2 === 1 })),
      ),
    ])
    expect([...creations, ...edits].map((answer) => answer.status)).toEqual([
      ...creations.map(() => 201),
      ...edits.map(() => 200),
    ])
    const serials = creations.slice(40).map((answer) => (answer.body?.data as { serial_number: number }).serial_number)
    expect(new Set(serials).size).toBe(10)
  })

  it("counts failed sign-ins through both servers together: the account's path locks after the third, wherever each was tried", async () => {
    expect([
      await failedSignIn(one.api, "09120000004"),
      await failedSignIn(other.api, "09120000004"),
      await failedSignIn(one.api, "09120000004"),
    ]).toEqual([401, 401, 401])
    // The other server saw one failure of its own: it refuses because it counts the first server's two as well.
    await expect(signInTo(other.api, "financial-manager")).rejects.toThrow("answered 429")
  })
})

/** The pids of a process's children, as Linux lists them. */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter((text) => text !== "")
    .map(Number)

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let tries = 0; !(await check()); tries += 1) {
    if (tries > 300) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resume) => setTimeout(resume, 100))
  }
}

/** Runs `run` against a server of `workers` processes on SQLite in a folder of its own, stopped and removed afterwards. */
const withWorkers = async (workers: number, port: number, run: (server: ServerProcess) => Promise<void>) => {
  const dataDir = mkdtempSync(join(tmpdir(), "cluster-"))
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, "dist"),
    WORKERS: String(workers),
    PORT: String(port),
  })
  try {
    await run(server)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

describe("the server with WORKERS=2", () => {
  it("serves one port from two worker processes, prints the banner once, replaces a worker that dies, and stops them all on SIGTERM", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cluster-"))
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, "dist"),
      WORKERS: "2",
      PORT: String(clusterPort),
    })
    try {
      const primary = server.child.pid ?? 0
      await until(() => childrenOf(primary).length === 2, "two workers run")
      const workers = childrenOf(primary)
      await until(() => server.output().includes("financial-manager"), "the banner is printed")
      expect(server.output().split("Back office listening on").length).toBe(2)
      expect(server.output()).toContain(`http://localhost:${clusterPort}`)
      const token = await signInTo(server.api, "sales-manager")

      process.kill(workers[0] ?? 0, "SIGKILL")
      await until(
        () => childrenOf(primary).length === 2 && !childrenOf(primary).includes(workers[0] ?? 0),
        "the dead worker is replaced",
      )
      expect(server.output()).toMatch(/Worker \d+ stopped \(signal SIGKILL\); starting another/)
      // The banner follows the first worker's listen: when the killed worker was the only one listening yet, the port is shut
      // until another listens, so the server must answer again before the four calls.
      await until(
        () =>
          fetch(`${server.api}/auth/me`, { method: "POST" }).then(
            () => true,
            () => false,
          ),
        "the server answers again",
      )
      // Both workers answer, whichever the connection reaches; the token signed before the death still holds.
      for (let n = 0; n < 4; n += 1) expect((await call(server.api, token, "POST", "/auth/me")).status).toBe(200)

      const serving = childrenOf(primary)
      await server.stop()
      expect(server.child.exitCode).toBe(0)
      const running = (pid: number) => {
        try {
          process.kill(pid, 0)
          return true
        } catch {
          return false
        }
      }
      await until(() => !serving.some(running), "every worker has ended")
    } finally {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe("SQLite served by three worker processes", () => {
  it(
    "refuses none of 1,600 writes from 16 writers at once: a write waits for another process's instead of answering 503",
    () =>
      withWorkers(3, writersPort, async (server) => {
        const token = await signInTo(server.api, "sales-manager")
        const statuses = new Map<number, number>()
        const writer = async (w: number) => {
          for (let n = 0; n < 100; n += 1) {
            const { status } = await call(server.api, token, "POST", "/Admin/glass_laminate_color", {
              name: `رنگ ${w}-${n}`,
              price: 1000 + n,
            })
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
          }
        }
        await Promise.all(Array.from({ length: 16 }, (_, w) => writer(w)))
        expect(Object.fromEntries(statuses)).toEqual({ 201: 1600 })
      }),
    180_000,
  )
})

/** GET /api/health on a connection of its own, answering its status, "reset" when the connection was closed, or "no answer" after `waitMs`. */
const healthOnNewConnection = (port: number, waitMs: number) =>
  new Promise<number | "reset" | "no answer">((resolve) => {
    const asked = request({ host: "127.0.0.1", port, path: "/api/health", agent: false }, (answer) => {
      answer.resume()
      resolve(answer.statusCode ?? 0)
    })
    asked.setTimeout(waitMs, () => {
      resolve("no answer")
      asked.destroy()
    })
    asked.on("error", () => resolve("reset"))
    asked.end()
  })

describe("a worker killed while connections wait for it", () => {
  it(
    "leaves no request hanging: the connections it never took are served by the other worker",
    () =>
      withWorkers(2, killPort, async (server) => {
        const primary = server.child.pid ?? 0
        await until(() => childrenOf(primary).length === 2, "two workers run")
        const [frozen] = childrenOf(primary)
        // A worker stopped in its tracks, as one busy in a long synchronous statement is, then killed.
        process.kill(frozen ?? 0, "SIGSTOP")
        const answers = Array.from({ length: 8 }, () => healthOnNewConnection(killPort, 10_000))
        await new Promise((resume) => setTimeout(resume, 500))
        process.kill(frozen ?? 0, "SIGKILL")
        expect(await Promise.all(answers)).toEqual(Array.from({ length: 8 }, () => 200))
      }),
    120_000,
  )
})
