import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { basePort, distDir, repoRoot } from "./paths.ts"

/** How a test server differs from the default one. */
export interface ServerOptions {
  /** Token lifetime in seconds (TOKEN_TTL_SECONDS); the server's default is 3600. */
  readonly tokenTtlSeconds?: number
  /** How long after expiry a token may still be refreshed (REFRESH_WINDOW_SECONDS). */
  readonly refreshWindowSeconds?: number
  /** More environment variables for the server. */
  readonly env?: Readonly<Record<string, string>>
}

/** A server running on a fresh database in a temporary directory. */
export interface RunningServer {
  readonly baseURL: string
  readonly port: number
  readonly dataDir: string
  readonly stop: () => Promise<void>
}

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((answer) => {
    const probe = createServer()
    probe.once("error", () => answer(false))
    probe.listen(port, "127.0.0.1", () => probe.close(() => answer(true)))
  })

/** The first free port from `from`, trying up to 50. */
export const freePort = async (from: number): Promise<number> => {
  for (let port = from; port < from + 50; port++) if (await portIsFree(port)) return port
  throw new Error(`no free port between ${from} and ${from + 49}`)
}

const waitUntilUp = async (url: string, child: ChildProcess, output: () => string): Promise<void> => {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`)
    try {
      const answer = await fetch(url)
      if (answer.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resume) => setTimeout(resume, 250))
  }
  throw new Error(`the server did not answer ${url} within 90 s:\n${output()}`)
}

/**
 * Starts `tsx server/main.ts` with demo data on a fresh DATA_DIR, serving this run's build; `slot` spreads
 * parallel workers over ports above E2E_PORT.
 */
export const startServer = async (options: ServerOptions = {}, slot = 0): Promise<RunningServer> => {
  const port = await freePort(basePort() + 1 + slot * 5)
  const dataDir = mkdtempSync(join(tmpdir(), "glass-e2e-"))
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    DATA_DIR: dataDir,
    DIST_DIR: distDir(),
    SEED_DEMO: "1",
    // Tests sign in many times with wrong passwords on purpose; the throttle has its own server tests.
    LOGIN_THROTTLE_MAX_FAILURES: "1000",
    // One process per server: several servers run at once here, and the cluster has its own test (server/cluster.test.ts).
    WORKERS: "1",
    ...(options.tokenTtlSeconds ? { TOKEN_TTL_SECONDS: String(options.tokenTtlSeconds) } : {}),
    ...(options.refreshWindowSeconds ? { REFRESH_WINDOW_SECONDS: String(options.refreshWindowSeconds) } : {}),
    ...options.env,
  }
  delete env.DATABASE_URL
  let log = ""
  const child = spawn(join(repoRoot, "node_modules", ".bin", "tsx"), ["server/main.ts"], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  const baseURL = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resume) => child.once("exit", resume))
      // The server runs in its own process group (detached), so tsx and its node child end together.
      process.kill(-child.pid, "SIGTERM")
      await Promise.race([exited, new Promise((resume) => setTimeout(resume, 5000))])
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL")
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilUp(`${baseURL}/`, child, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseURL, port, dataDir, stop }
}
