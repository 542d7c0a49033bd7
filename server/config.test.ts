import { mkdtempSync, statSync } from "node:fs"
import { availableParallelism, tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { readConfig, slowHashCost } from "./config.ts"

describe("settings from the environment", () => {
  it("defaults to port 8080, ./.data, an hour's token, a ten-minute refresh window and the slow hash", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "settings-"))
    const settings = readConfig({ DATA_DIR: dataDir })
    expect(settings).toMatchObject({
      port: 8080,
      host: undefined,
      dataDir,
      databaseUrl: undefined,
      tokenTtlSeconds: 3600,
      refreshWindowSeconds: 600,
      refreshGraceSeconds: 30,
      seedDemo: false,
      hashCost: slowHashCost,
    })
    expect(settings.throttle).toEqual({
      maxFailures: 5,
      accountMaxFailures: 20,
      addressMaxFailures: 50,
      windowSeconds: 900,
      lockSeconds: 300,
      maxLockSeconds: 86_400,
    })
    expect(settings.trustProxy).toBe(0)
    // One worker per core unless WORKERS says otherwise.
    expect([settings.workers, readConfig({ DATA_DIR: dataDir, WORKERS: "1" }).workers]).toEqual([availableParallelism(), 1])
  })

  it("reads every variable it documents", () => {
    const settings = readConfig({
      PORT: "9000",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/x",
      DATABASE_URL: "postgres://db/app",
      TOKEN_TTL_SECONDS: "60",
      REFRESH_WINDOW_SECONDS: "30",
      JWT_SECRET: "s",
      SEED_DEMO: "1",
      DIST_DIR: "/srv/dist",
      LOGIN_THROTTLE_MAX_FAILURES: "3",
      LOGIN_THROTTLE_WINDOW_SECONDS: "60",
      LOGIN_THROTTLE_LOCK_SECONDS: "120",
      LOGIN_THROTTLE_ACCOUNT_MAX_FAILURES: "7",
      LOGIN_THROTTLE_ADDRESS_MAX_FAILURES: "9",
      LOGIN_THROTTLE_MAX_LOCK_SECONDS: "600",
      TRUST_PROXY: "2",
    })
    expect(settings).toMatchObject({
      port: 9000,
      host: "127.0.0.1",
      dataDir: "/tmp/x",
      databaseUrl: "postgres://db/app",
      tokenTtlSeconds: 60,
      refreshWindowSeconds: 30,
      seedDemo: true,
      distDir: "/srv/dist",
    })
    expect(settings.throttle).toEqual({
      maxFailures: 3,
      accountMaxFailures: 7,
      addressMaxFailures: 9,
      windowSeconds: 60,
      lockSeconds: 120,
      maxLockSeconds: 600,
    })
    expect(settings.trustProxy).toBe(2)
    expect(new TextDecoder().decode(settings.jwtSecret)).toBe("s")
  })

  it("derives the throttle's ceilings from the per-path limit, and trusts no proxy unless TRUST_PROXY counts them", () => {
    expect(readConfig({ JWT_SECRET: "s", LOGIN_THROTTLE_MAX_FAILURES: "1000" }).throttle).toMatchObject({
      accountMaxFailures: 4000,
      addressMaxFailures: 10_000,
    })
    expect(readConfig({ JWT_SECRET: "s", TRUST_PROXY: "0" }).trustProxy).toBe(0)
    expect(readConfig({ JWT_SECRET: "s", TRUST_PROXY: " " }).trustProxy).toBe(0)
  })

  it("listens on every interface when HOST is blank, and on the trimmed address when it is set", () => {
    expect(readConfig({ JWT_SECRET: "s", HOST: "  " }).host).toBeUndefined()
    expect(readConfig({ JWT_SECRET: "s", HOST: " ::1 " }).host).toBe("::1")
  })

  it("creates the data directory for the server's user alone, the generated secret readable by it alone", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "settings-")), "data", "inner")
    readConfig({ DATA_DIR: dataDir })
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dataDir, "..")).mode & 0o777).toBe(0o700)
    expect(statSync(join(dataDir, "jwt-secret")).mode & 0o777).toBe(0o600)
  })

  it("generates a JWT secret once and keeps it in the data directory", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "settings-"))
    const first = readConfig({ DATA_DIR: dataDir }).jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(48)
    expect(readConfig({ DATA_DIR: dataDir }).jwtSecret).toEqual(first)
  })

  it("refuses a setting that is no positive whole number", () => {
    expect(() => readConfig({ JWT_SECRET: "s", PORT: "eighty" })).toThrow("PORT")
    expect(() => readConfig({ JWT_SECRET: "s", TOKEN_TTL_SECONDS: "-5" })).toThrow("TOKEN_TTL_SECONDS")
    expect(() => readConfig({ JWT_SECRET: "s", TRUST_PROXY: "yes" })).toThrow("TRUST_PROXY")
    expect(() => readConfig({ JWT_SECRET: "s", WORKERS: "0" })).toThrow('WORKERS must be a positive integer, got "0"')
    expect(() => readConfig({ JWT_SECRET: "s", WORKERS: "2.5" })).toThrow("WORKERS")
  })
})
