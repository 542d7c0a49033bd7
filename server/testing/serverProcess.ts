import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { createServer, type AddressInfo } from "node:net"
import pg from "pg"
import { demoAccounts, demoPassword } from "../seed/demoAccounts.ts"

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** `server/main.ts` running in its own process, as `npm start` runs it. */
export interface ServerProcess {
  readonly child: ChildProcess
  readonly api: string
  readonly output: () => string
  /** Resolves once the process has ended, however it ended. */
  readonly exited: Promise<void>
  /** SIGTERM, and the wait for the process to end. */
  readonly stop: () => Promise<void>
}

/**
 * Starts the server with `env` over the test's own environment (DATABASE_URL only when `env` sets it), resolving once its API answers;
 * one process (WORKERS=1) unless `env` asks for more, so a signal to the child reaches the process that serves.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  // A test given its own ports passes PORT; any other gets a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, DATABASE_URL: "", WORKERS: "1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  const read = (chunk: Buffer) => void (output += chunk.toString())
  child.stdout?.on("data", read)
  child.stderr?.on("data", read)
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  let ended = false
  void exited.then(() => (ended = true))
  const api = `http://127.0.0.1:${port}/api`
  // Polled, not read from the output: the server is up when its API answers, whatever it prints.
  for (let tries = 0; ; tries += 1) {
    if (ended) throw new Error(`the server stopped before answering:\n${output}`)
    if (tries > 600) {
      // Never left running behind a failed test, holding its port.
      child.kill("SIGKILL")
      throw new Error(`the server did not answer within 60 s:\n${output}`)
    }
    const answer = await fetch(`${api}/auth/me`, { method: "POST" }).catch(() => undefined)
    if (answer?.status === 401) break
    await new Promise((resume) => setTimeout(resume, 100))
  }
  const stop = async () => {
    if (!ended) child.kill("SIGTERM")
    await exited
  }
  return { child, api, output: () => output, exited, stop }
}

/** Signs in to a running server as the demo account of `role`, answering the bearer token. */
export const signInTo = async (api: string, role: string): Promise<string> => {
  const account = demoAccounts.find((candidate) => candidate.role === role)
  const answer = await fetch(`${api}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: account?.personnel_code, password: demoPassword }),
  })
  if (answer.status !== 200) throw new Error(`signing in as ${role} answered ${answer.status}`)
  return ((await answer.json()) as { access_token: string }).access_token
}

/**
 * Writes laminate colours named `<prefix>-<writer>-<n>` from `writers` loops at once until stopped, keeping the names
 * the server acknowledged (201); a request that never got its answer is not acknowledged.
 */
export const writeBurst = (api: string, token: string, prefix: string, writers = 6) => {
  const acknowledged: Array<string> = []
  let stopped = false
  const loop = async (writer: number) => {
    for (let n = 0; !stopped; n += 1) {
      const name = `${prefix}-${writer}-${n}`
      const answer = await fetch(`${api}/Admin/glass_laminate_color`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ name, price: 1000 + n }),
      }).catch(() => undefined)
      if (answer === undefined) return
      await answer.arrayBuffer().catch(() => undefined)
      if (answer.status === 201) acknowledged.push(name)
    }
  }
  let running = writers
  const loops = Array.from({ length: writers }, (_, writer) => loop(writer).finally(() => (running -= 1)))
  return {
    acknowledged,
    /** Resolves once at least `count` writes were acknowledged; fails when every writer stopped first. */
    reached: async (count: number) => {
      while (acknowledged.length < count) {
        if (running === 0) throw new Error(`the writers stopped after ${acknowledged.length} acknowledged writes`)
        await new Promise((resume) => setTimeout(resume, 10))
      }
    },
    stop: async () => {
      stopped = true
      await Promise.all(loops)
    },
  }
}

/** A fresh PostgreSQL database of its own on TEST_DATABASE_URL's server, and how to drop it. */
export const freshPostgresDatabase = async (prefix: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "")
  const name = `${prefix}_${randomBytes(6).toString("hex")}`
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const own = new URL(url)
  own.pathname = `/${name}`
  const drop = async () => {
    const cleaner = new pg.Client({ connectionString: url.toString() })
    await cleaner.connect()
    await cleaner.query(`drop database if exists ${name} with (force)`)
    await cleaner.end()
  }
  return { url: own.toString(), drop }
}
