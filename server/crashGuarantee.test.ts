import BetterSqlite3 from "better-sqlite3"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { afterEach, describe, expect, it } from "vitest"
import type { Dialect } from "./db/Database.ts"
import { testDialects } from "./testing/database.ts"
import { freshPostgresDatabase, signInTo, startServerProcess, writeBurst, type ServerProcess } from "./testing/serverProcess.ts"

/** What the database holds after the crash: how many rows each burst name has, the laminate counter and the integrity check's verdict. */
interface Stored {
  readonly copies: ReadonlyMap<string, number>
  readonly counter: number
  readonly rows: number
  readonly integrity: ReadonlyArray<string>
}

const readSqlite = (file: string): Stored => {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true })
  try {
    const names = db
      .prepare("select name, count(*) as n from laminate_colors where name like 'crash-%' group by name")
      .all() as Array<{ name: string; n: number }>
    return {
      copies: new Map(names.map(({ name, n }) => [name, n])),
      counter: (db.prepare("select value from counters where name = 'laminate_colors'").pluck().get() as number) ?? -1,
      rows: db.prepare("select count(*) from laminate_colors").pluck().get() as number,
      integrity: (db.pragma("integrity_check", { simple: false }) as Array<{ integrity_check: string }>).map(
        (row) => row.integrity_check,
      ),
    }
  } finally {
    db.close()
  }
}

/** PostgreSQL has no integrity_check: amcheck verifies every B-tree index against its table instead. */
const readPostgres = async (url: string): Promise<Stored> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const names = await client.query<{ name: string; n: string }>(
      "select name, count(*) as n from laminate_colors where name like 'crash-%' group by name",
    )
    const counter = await client.query<{ value: string }>("select value from counters where name = 'laminate_colors'")
    const rows = await client.query<{ n: string }>("select count(*) as n from laminate_colors")
    await client.query("create extension if not exists amcheck")
    const indexes = await client.query<{ oid: number; name: string }>(
      "select c.oid, c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace where a.amname = 'btree' and n.nspname = 'public'",
    )
    const integrity: Array<string> = []
    for (const index of indexes.rows) {
      const verdict = await client.query("select bt_index_check($1::regclass, true)", [index.oid]).then(
        () => "ok",
        (error: Error) => `${index.name}: ${error.message}`,
      )
      if (verdict !== "ok") integrity.push(verdict)
    }
    return {
      copies: new Map(names.rows.map(({ name, n }) => [name, Number(n)])),
      counter: Number(counter.rows[0]?.value ?? -1),
      rows: Number(rows.rows[0]?.n ?? -1),
      integrity: indexes.rows.length > 0 && integrity.length === 0 ? ["ok"] : integrity,
    }
  } finally {
    await client.end()
  }
}

describe.each(testDialects)("the crash guarantee on %s", (dialect: Dialect) => {
  const cleanups: Array<() => Promise<void> | void> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it("keeps every write acknowledged before a SIGKILL exactly once, and the database passes its integrity check", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "crash-"))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const postgres = dialect === "postgres" ? await freshPostgresDatabase("crash") : undefined
    if (postgres) cleanups.push(postgres.drop)
    const env = {
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, "dist"),
      ...(postgres ? { DATABASE_URL: postgres.url, SEED_DEMO: "1" } : {}),
    }
    const servers: Array<ServerProcess> = []
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())).then(() => undefined))

    const first = await startServerProcess(env)
    servers.push(first)
    const burst = writeBurst(first.api, await signInTo(first.api, "sales-manager"), "crash")
    await burst.reached(60)
    // Killed with writes in flight: the ones answered 201 so far are the promise under test.
    first.child.kill("SIGKILL")
    await first.exited
    await burst.stop()
    const acknowledged = [...burst.acknowledged]
    expect(first.child.signalCode).toBe("SIGKILL")

    const second = await startServerProcess(env)
    servers.push(second)
    const stored = postgres ? await readPostgres(postgres.url) : readSqlite(join(dataDir, "back-office.sqlite"))
    expect(stored.integrity).toEqual(["ok"])
    expect(acknowledged.filter((name) => stored.copies.get(name) !== 1)).toEqual([])
    expect([...stored.copies.values()].filter((copies) => copies !== 1)).toEqual([])
    expect(stored.counter).toBe(stored.rows)
    // The restarted server serves what survived.
    const list = await fetch(`${second.api}/Admin/glass_laminate_color?per_page=1`, {
      headers: { authorization: `Bearer ${await signInTo(second.api, "sales-manager")}` },
    })
    expect(((await list.json()) as { meta: { total: number } }).meta.total).toBe(stored.rows)
  }, 120_000)
})
