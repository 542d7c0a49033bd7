import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emptyDatabase, testDialects } from "../testing/database.ts"
import { freeConnections, poolsRefusal, readConnectionRoom, type ConnectionRoom } from "./connectionRoom.ts"

const room = fc.record({
  maxConnections: fc.integer({ min: 1, max: 10_000 }),
  reserved: fc.integer({ min: 0, max: 20 }),
  open: fc.integer({ min: 0, max: 10_000 }),
})
const plan = fc.record({ workers: fc.integer({ min: 1, max: 64 }), poolSize: fc.integer({ min: 1, max: 100 }) })

describe("the pools' room on PostgreSQL", () => {
  it("refuses exactly when WORKERS × (DATABASE_POOL_SIZE + the listening one) exceeds what the limit leaves beside the open sessions", () => {
    fc.assert(
      fc.property(room, plan, (r: ConnectionRoom, p) => {
        const refusal = poolsRefusal(r, p)
        expect(refusal === undefined).toBe(p.workers * (p.poolSize + 1) <= r.maxConnections - r.reserved - r.open)
      }),
    )
  })

  it("names the figures in one line", () => {
    fc.assert(
      fc.property(room, plan, (r, p) => {
        const refusal = poolsRefusal(r, p)
        if (refusal === undefined) return
        expect(refusal).not.toContain("\n")
        expect(refusal).toContain(`WORKERS=${p.workers}`)
        expect(refusal).toContain(`DATABASE_POOL_SIZE=${p.poolSize}`)
        expect(refusal).toContain(`leaving ${freeConnections(r)}`)
      }),
    )
  })

  it("pins the message", () => {
    expect(poolsRefusal({ maxConnections: 100, reserved: 3, open: 80 }, { workers: 4, poolSize: 10 })).toBe(
      "WORKERS=4 × (DATABASE_POOL_SIZE=10 + 1 listening) = 44 connections do not fit: PostgreSQL's max_connections is 100, 3 are reserved for superusers and 80 are open, leaving 17; lower WORKERS or DATABASE_POOL_SIZE, or raise max_connections",
    )
  })
})

describe("the start's settings", () => {
  it("a setting that cannot be read stops the start with one line naming it", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, DATABASE_POOL_SIZE: "many", PORT: "43792" },
      encoding: "utf8",
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe('DATABASE_POOL_SIZE must be a positive integer, got "many"')
  })
})

describe.each(testDialects.filter((dialect) => dialect === "postgres"))("the pools' room read from %s", (dialect) => {
  it("reads the server's limit and the sessions open", async () => {
    const database = await emptyDatabase(dialect)
    const read = await readConnectionRoom(database)
    expect(read.maxConnections).toBeGreaterThan(0)
    expect(read.reserved).toBeGreaterThanOrEqual(0)
    expect(read.open).toBeGreaterThanOrEqual(0)
    expect(read.open).toBeLessThan(read.maxConnections)
  })

  it("a server asked for more connections than fit stops at start with one line and exit code 1", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "room-"))
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
          WORKERS: "1",
          DATABASE_POOL_SIZE: "100000",
          PORT: "43791",
        },
        encoding: "utf8",
        timeout: 60_000,
      })
      expect(run.status).toBe(1)
      const lines = run.stderr.trim().split("\n")
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(
        /^WORKERS=1 × \(DATABASE_POOL_SIZE=100000 \+ 1 listening\) = 100001 connections do not fit: PostgreSQL's max_connections is \d+/,
      )
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
