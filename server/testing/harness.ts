import { randomBytes } from "node:crypto"
import { afterEach, beforeEach, expect } from "vitest"
import type { Role } from "../../domain/roles/Role.ts"
import { createApp } from "../app.ts"
import { passwordsAt, type Passwords } from "../auth/passwords.ts"
import type { Database, Dialect } from "../db/Database.ts"
import { seedDemo } from "../seed/seed.ts"
import { demoAccounts, demoPassword } from "../seed/demoAccounts.ts"
import type { Config } from "../config.ts"
import { memoryFileStore } from "../file/fileStore.ts"
import { contractErrors } from "./contractCheck.ts"
import { emptyDatabase, seededDatabase } from "./database.ts"

/** 10 March 2025, 08:00 UTC: 1403/12/20 in Tehran. */
export const startOfTests = Date.UTC(2025, 2, 10, 8, 0, 0)

/** Config for tests: cheap hashing, short-lived nothing unless a test asks. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: undefined,
  dataDir: "/nonexistent",
  databaseUrl: undefined,
  tokenTtlSeconds: 3600,
  refreshWindowSeconds: 600,
  refreshGraceSeconds: 30,
  jwtSecret: randomBytes(32),
  seedDemo: true,
  distDir: "/nonexistent",
  trustProxy: 0,
  throttle: {
    maxFailures: 5,
    accountMaxFailures: 20,
    addressMaxFailures: 50,
    windowSeconds: 900,
    lockSeconds: 300,
    maxLockSeconds: 86_400,
  },
  hashCost: { memoryCost: 64, timeCost: 1, parallelism: 1 },
  maxUploadBytes: 10 * 1024 * 1024,
  workers: 1,
  databasePoolSize: 10,
  sqliteSynchronous: "full",
  ...overrides,
})

/** An answer as a test reads it. */
export interface Answer {
  readonly status: number
  readonly body: unknown
  readonly headers: Headers
  readonly bytes: Uint8Array
}

export interface RequestOptions {
  readonly token?: string
  readonly json?: unknown
  readonly form?: FormData
  readonly body?: string
  readonly headers?: Record<string, string>
}

/** A seeded app over a fresh database, called in-process, with every answer checked against openapi.yaml. */
export const testServer = async (
  dialect: Dialect,
  overrides: Partial<Config> = {},
  options: { seed?: boolean; passwords?: Passwords; onQuery?: (sql: string) => void } = {},
) => {
  // The demo seed at startOfTests with the test hash cost is the same every time, so it is written once and then put back;
  // a test that hears statements, counts hashes or sets the cost seeds its own.
  const keptSeed = options.seed !== false && !options.passwords && !overrides.hashCost && !options.onQuery
  const database: Database = keptSeed
    ? await seededDatabase(dialect, (empty) => seedDemo(empty, passwordsAt(testConfig().hashCost), startOfTests))
    : await emptyDatabase(dialect, options.onQuery)
  let now = startOfTests
  const clock = { now: () => now }
  const faults: Array<unknown> = []
  const files = memoryFileStore()
  const config = testConfig(overrides)
  const { app, deps, passwords } = createApp({
    database,
    config,
    clock,
    files,
    log: { error: (_message, cause) => void faults.push(cause) },
    ...(options.passwords ? { passwords: options.passwords } : {}),
  })
  if (options.seed !== false && !keptSeed) await seedDemo(database, passwords, now)

  const request = async (method: string, path: string, init: RequestOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...init.headers }
    if (init.token) headers.authorization = `Bearer ${init.token}`
    let body: BodyInit | undefined = init.body
    if (init.json !== undefined) {
      headers["content-type"] ??= "application/json"
      body = JSON.stringify(init.json)
    }
    if (init.form) body = init.form
    const response = await app.request(path, { method, headers, body })
    const bytes = new Uint8Array(await response.arrayBuffer())
    const type = response.headers.get("content-type")
    const parsed: unknown = type?.startsWith("application/json") ? JSON.parse(new TextDecoder().decode(bytes)) : undefined
    if (path.startsWith("/api/"))
      expect(contractErrors(method, path, response.status, type, parsed), `${method} ${path} ${response.status}`).toEqual([])
    return { status: response.status, body: parsed, headers: response.headers, bytes }
  }

  const signIn = async (role: Role): Promise<string> => {
    const account = demoAccounts.find((candidate) => candidate.role === role)
    const answer = await request("POST", "/api/auth/login", {
      json: { username: account?.personnel_code, password: demoPassword },
    })
    expect(answer.status).toBe(200)
    return (answer.body as { access_token: string }).access_token
  }

  return {
    app,
    deps,
    database,
    db: database.db,
    files,
    faults,
    request,
    signIn,
    clock: { advance: (ms: number) => void (now += ms), set: (ms: number) => void (now = ms), now: () => now },
    close: () => database.close(),
  }
}

export type TestServer = Awaited<ReturnType<typeof testServer>>

/** For each test of the enclosing describe, a fresh seeded server `t` and a `token` of `role`, closed after the test; read them inside the tests. */
export const signedInServerPerTest = (dialect: Dialect, role: Role): { readonly t: TestServer; readonly token: string } => {
  let current: { readonly t: TestServer; readonly token: string } | undefined
  beforeEach(async () => {
    const t = await testServer(dialect)
    current = { t, token: await t.signIn(role) }
  })
  afterEach(() => current?.t.close())
  const now = () => current ?? expect.unreachable("the signed-in server is read only inside a test")
  return {
    get t() {
      return now().t
    },
    get token() {
      return now().token
    },
  }
}

/** The id of a demo user by role (seeded in demoAccounts order). */
export const demoUserId = (role: Role): number => demoAccounts.findIndex((account) => account.role === role) + 1
