import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

/** Cost of the argon2id password hash; tests pass cheap ones, production keeps the slow default. */
export interface HashCost {
  readonly memoryCost: number
  readonly timeCost: number
  readonly parallelism: number
}

/** How failed sign-ins of one identifier are throttled. */
export interface ThrottleSettings {
  readonly maxFailures: number
  readonly windowSeconds: number
  readonly lockSeconds: number
}

/** Everything the server reads from its environment. */
export interface Settings {
  readonly port: number
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly tokenTtlSeconds: number
  readonly refreshWindowSeconds: number
  /** How long a token replaced by a refresh keeps working, so two tabs racing never sign the user out. */
  readonly refreshGraceSeconds: number
  readonly jwtSecret: Uint8Array
  readonly seedDemo: boolean
  readonly distDir: string
  readonly throttle: ThrottleSettings
  readonly hashCost: HashCost
  readonly maxUploadBytes: number
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

/** The JWT secret: JWT_SECRET when set, else one generated once and kept in the data directory. */
const secretOf = (env: NodeJS.ProcessEnv, dataDir: string): Uint8Array => {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET)
  const file = join(dataDir, "jwt-secret")
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 })
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim())
}

/** Reads the settings from environment variables (docs/server.md lists them). */
export const readSettings = (env: NodeJS.ProcessEnv = process.env): Settings => {
  const dataDir = resolve(env.DATA_DIR || "./.data")
  return {
    port: positive(env, "PORT", 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    tokenTtlSeconds: positive(env, "TOKEN_TTL_SECONDS", 3600),
    refreshWindowSeconds: positive(env, "REFRESH_WINDOW_SECONDS", 600),
    refreshGraceSeconds: 30,
    jwtSecret: secretOf(env, dataDir),
    seedDemo: env.SEED_DEMO === "1",
    distDir: resolve(env.DIST_DIR || "./dist"),
    throttle: {
      maxFailures: positive(env, "LOGIN_THROTTLE_MAX_FAILURES", 5),
      windowSeconds: positive(env, "LOGIN_THROTTLE_WINDOW_SECONDS", 900),
      lockSeconds: positive(env, "LOGIN_THROTTLE_LOCK_SECONDS", 300),
    },
    hashCost: slowHashCost,
    maxUploadBytes: 10 * 1024 * 1024,
  }
}
