import { randomBytes } from "node:crypto"
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { availableParallelism } from "node:os"
import { join, resolve } from "node:path"

/** Cost of the argon2id password hash; tests pass cheap ones, production keeps the slow default. */
export interface HashCost {
  readonly memoryCost: number
  readonly timeCost: number
  readonly parallelism: number
}

/** How failed sign-ins are throttled (docs/server.md, "Sign-in throttle"). */
export interface ThrottleConfig {
  /** Failures of one account on one path (its address or its device) before that path locks. */
  readonly maxFailures: number
  /** Failures of one account on every path together before new paths lock; known ones go on. */
  readonly accountMaxFailures: number
  /** Failures from one address on every account together before the address locks. */
  readonly addressMaxFailures: number
  readonly windowSeconds: number
  /** The first lock; each later one of the same counter doubles, up to `maxLockSeconds`. */
  readonly lockSeconds: number
  readonly maxLockSeconds: number
}

/** Everything the server reads from its environment. */
export interface Config {
  readonly port: number
  /** The address to listen on; unset listens on every interface, as Node does by default. */
  readonly host: string | undefined
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  /** How many proxies in front of the server add to X-Forwarded-For; 0 reads the client's address from the socket alone. */
  readonly trustProxy: number
  readonly tokenTtlSeconds: number
  readonly refreshWindowSeconds: number
  /** How long a token replaced by a refresh keeps working, so two tabs racing never sign the user out. */
  readonly refreshGraceSeconds: number
  readonly jwtSecret: Uint8Array
  readonly seedDemo: boolean
  readonly distDir: string
  readonly throttle: ThrottleConfig
  readonly hashCost: HashCost
  readonly maxUploadBytes: number
  /** How many processes serve requests (docs/scaling.md); 1 serves from this process alone, as a single server. */
  readonly workers: number
  /** How many connections each serving process keeps to PostgreSQL (DATABASE_POOL_SIZE); the embedded database has none. */
  readonly databasePoolSize: number
  /** How the embedded database makes a commit durable: "full" (survives a power cut, the default) or "normal" (faster; an explicit choice). */
  readonly sqliteSynchronous: "full" | "normal"
}

/** The production argon2id cost: 64 MiB, 3 passes. */
export const slowHashCost: HashCost = { memoryCost: 65536, timeCost: 3, parallelism: 1 }

const positive = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const text = env[name]
  if (text === undefined || text.trim() === "") return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${text}"`)
  return value
}

const synchronousOf = (env: NodeJS.ProcessEnv): "full" | "normal" => {
  const text = (env.SQLITE_SYNCHRONOUS ?? "").trim().toLowerCase()
  if (text === "" || text === "full") return "full"
  if (text === "normal") return "normal"
  throw new Error(`SQLITE_SYNCHRONOUS must be full or normal, got "${env.SQLITE_SYNCHRONOUS ?? ""}"`)
}

/** The data folder holds password hashes and customers' particulars: the server's user alone may enter it. */
export const dataDirMode = 0o700

/** The JWT secret: JWT_SECRET when set, else one generated once and kept in the data directory. */
const secretOf = (env: NodeJS.ProcessEnv, dataDir: string): Uint8Array => {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET)
  const file = join(dataDir, "jwt-secret")
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: dataDirMode })
    // Written aside and linked in, so two servers starting at once over one folder never read a half-written secret nor keep different ones.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`
    writeFileSync(draft, randomBytes(48).toString("base64url"), { mode: 0o600 })
    try {
      linkSync(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    } finally {
      rmSync(draft, { force: true })
    }
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim())
}

/** The throttle's settings; the ceilings default to multiples of the per-path limit, so raising it raises them. */
const throttleOf = (env: NodeJS.ProcessEnv): ThrottleConfig => {
  const maxFailures = positive(env, "LOGIN_THROTTLE_MAX_FAILURES", 5)
  return {
    maxFailures,
    accountMaxFailures: positive(env, "LOGIN_THROTTLE_ACCOUNT_MAX_FAILURES", 4 * maxFailures),
    addressMaxFailures: positive(env, "LOGIN_THROTTLE_ADDRESS_MAX_FAILURES", 10 * maxFailures),
    windowSeconds: positive(env, "LOGIN_THROTTLE_WINDOW_SECONDS", 900),
    lockSeconds: positive(env, "LOGIN_THROTTLE_LOCK_SECONDS", 300),
    maxLockSeconds: positive(env, "LOGIN_THROTTLE_MAX_LOCK_SECONDS", 86_400),
  }
}

/** Reads the settings from environment variables (docs/server.md lists them). */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const dataDir = resolve(env.DATA_DIR || "./.data")
  return {
    port: positive(env, "PORT", 8080),
    host: env.HOST?.trim() || undefined,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    tokenTtlSeconds: positive(env, "TOKEN_TTL_SECONDS", 3600),
    refreshWindowSeconds: positive(env, "REFRESH_WINDOW_SECONDS", 600),
    refreshGraceSeconds: 30,
    jwtSecret: secretOf(env, dataDir),
    seedDemo: env.SEED_DEMO === "1",
    distDir: resolve(env.DIST_DIR || "./dist"),
    trustProxy: (env.TRUST_PROXY?.trim() || "0") === "0" ? 0 : positive(env, "TRUST_PROXY", 0),
    throttle: throttleOf(env),
    hashCost: slowHashCost,
    maxUploadBytes: 10 * 1024 * 1024,
    workers: positive(env, "WORKERS", availableParallelism()),
    databasePoolSize: positive(env, "DATABASE_POOL_SIZE", 10),
    sqliteSynchronous: synchronousOf(env),
  }
}
