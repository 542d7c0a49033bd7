import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { readSettings, slowHashCost } from "./settings.ts"

describe("settings from the environment", () => {
  it("defaults to port 8080, ./.data, an hour's token, a ten-minute refresh window and the slow hash", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "settings-"))
    const settings = readSettings({ DATA_DIR: dataDir })
    expect(settings).toMatchObject({ port: 8080, dataDir, databaseUrl: undefined, tokenTtlSeconds: 3600, refreshWindowSeconds: 600, refreshGraceSeconds: 30, seedDemo: false, hashCost: slowHashCost })
    expect(settings.throttle).toEqual({ maxFailures: 5, windowSeconds: 900, lockSeconds: 300 })
  })

  it("reads every variable it documents", () => {
    const settings = readSettings({
      PORT: "9000", DATA_DIR: "/tmp/x", DATABASE_URL: "postgres://db/app", TOKEN_TTL_SECONDS: "60", REFRESH_WINDOW_SECONDS: "30",
      JWT_SECRET: "s", SEED_DEMO: "1", DIST_DIR: "/srv/dist", LOGIN_THROTTLE_MAX_FAILURES: "3", LOGIN_THROTTLE_WINDOW_SECONDS: "60", LOGIN_THROTTLE_LOCK_SECONDS: "120",
    })
    expect(settings).toMatchObject({ port: 9000, dataDir: "/tmp/x", databaseUrl: "postgres://db/app", tokenTtlSeconds: 60, refreshWindowSeconds: 30, seedDemo: true, distDir: "/srv/dist" })
    expect(settings.throttle).toEqual({ maxFailures: 3, windowSeconds: 60, lockSeconds: 120 })
    expect(new TextDecoder().decode(settings.jwtSecret)).toBe("s")
  })

  it("generates a JWT secret once and keeps it in the data directory", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "settings-"))
    const first = readSettings({ DATA_DIR: dataDir }).jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(48)
    expect(readSettings({ DATA_DIR: dataDir }).jwtSecret).toEqual(first)
  })

  it("refuses a setting that is no positive whole number", () => {
    expect(() => readSettings({ JWT_SECRET: "s", PORT: "eighty" })).toThrow("PORT")
    expect(() => readSettings({ JWT_SECRET: "s", TOKEN_TTL_SECONDS: "-5" })).toThrow("TOKEN_TTL_SECONDS")
  })
})
