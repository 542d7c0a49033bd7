import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "kysely"
import { afterAll, describe, expect, it } from "vitest"
import { readConfig } from "../config.ts"
import { openDatabase } from "../startup/openDatabase.ts"
import type { Database } from "./Database.ts"
import { openSqlite } from "./sqlite.ts"

const dirs: Array<string> = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "sqlite-sync-"))
  dirs.push(dir)
  return dir
}

/** SQLite's own word for how each of the database's connections commits: 2 is FULL (synced through a power cut), 1 NORMAL. */
const synchronousOf = async (database: Database) => {
  const row = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db)
  const [prepared] = await database.prepare<{ synchronous: number }>({
    compile: () => sql<{ synchronous: number }>`pragma synchronous`.compile(database.db),
  })([])
  return [row.rows[0]?.synchronous, prepared?.synchronous]
}

describe("the embedded database's durability", () => {
  it("syncs every commit through a power cut by default, on the writer and the reader connection", async () => {
    const database = openSqlite(join(folder(), "back-office.sqlite"))
    try {
      expect(await synchronousOf(database)).toEqual([2, 2])
    } finally {
      await database.close()
    }
  })

  it("runs the server's database FULL unless SQLITE_SYNCHRONOUS=normal chooses the faster setting", async () => {
    for (const [env, expected] of [
      [{}, 2],
      [{ SQLITE_SYNCHRONOUS: "full" }, 2],
      [{ SQLITE_SYNCHRONOUS: "normal" }, 1],
    ] as const) {
      const database = openDatabase(readConfig({ DATA_DIR: folder(), JWT_SECRET: "s", ...env }))
      try {
        expect(await synchronousOf(database), JSON.stringify(env)).toEqual([expected, expected])
      } finally {
        await database.close()
      }
    }
  })

  it("refuses any other SQLITE_SYNCHRONOUS in one line naming it", () => {
    expect(() => readConfig({ JWT_SECRET: "s", SQLITE_SYNCHRONOUS: "off" })).toThrow(
      'SQLITE_SYNCHRONOUS must be full or normal, got "off"',
    )
  })
})
