// Fills a migrated SQLite file or PostgreSQL database with 100,000 customers and 1,000,000 invoices (bench/bulkRows.ts) in
// minutes, and keeps or reuses it: BENCH_DATA_DIR reuses a seeded SQLite copy, BENCH_DATABASE_URL a seeded PostgreSQL
// database, BENCH_KEEP=1 keeps what a run made. `npx tsx bench/bulkSeed.ts sqlite|postgres` seeds one and says where.
import BetterSqlite3 from "better-sqlite3"
import { sql } from "kysely"
import { randomBytes } from "node:crypto"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { passwordsAt } from "../server/auth/passwords.ts"
import type { Database } from "../server/db/Database.ts"
import { migrate } from "../server/db/migrations.ts"
import { countInvoices } from "../server/db/migrations/0025_invoice_count_scopes.ts"
import { openPostgres } from "../server/db/postgres.ts"
import { openSqlite } from "../server/db/sqlite.ts"
import { laminateCounter } from "../server/laminate/laminateStore.ts"
import { seedDemo } from "../server/seed/seed.ts"
import { bulkCustomer, invoiceBatches, invoiceTemplates, specs, type People, type Rows, type Table } from "./bulkRows.ts"

/** What a seeded database holds, as the benches need it. */
export interface BulkFacts {
  readonly customers: number
  readonly invoices: number
  readonly laminateColors: number
  readonly firstCustomerId: number
  readonly experts: ReadonlyArray<number>
  readonly seededSeconds: number
}

/** The sizes of issue 21; BENCH_CUSTOMERS and BENCH_INVOICES shrink them for a quick try of the scripts themselves. */
export const bulkSizes = {
  customers: Number(process.env.BENCH_CUSTOMERS ?? 100_000),
  invoices: Number(process.env.BENCH_INVOICES ?? 1_000_000),
  laminateColors: 100_000,
}
/** The PostgreSQL server the benches create their databases on. */
export const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
const keep = process.env.BENCH_KEEP === "1"
const batchSize = 10_000
const seconds = (started: number) => (performance.now() - started) / 1000

type Write = (table: Table, rows: Rows) => Promise<void>

/** The demo accounts and reference data, two more sales experts and the laminate colours, through kysely. */
async function seedPeople(database: Database, nowIso: string): Promise<Omit<People, "firstCustomerId" | "customers">> {
  const { db } = database
  await seedDemo(database, passwordsAt({ memoryCost: 1024, timeCost: 1, parallelism: 1 }), Date.now())
  const users = await db.selectFrom("users").select(["id", "role", "password_hash"]).orderBy("id").execute()
  const idOf = (role: string) => users.find((user) => user.role === role)?.id ?? 1
  const hash = users.find((user) => user.role === "sales-expert")?.password_hash ?? ""
  const more = await db
    .insertInto("users")
    .values([
      {
        name: "امیر",
        last_name: "نوری",
        personnel_code: "1000510005",
        mobile: "09120000015",
        role: "sales-expert",
        password_hash: hash,
        is_active: 1,
        created_at: nowIso,
      },
      {
        name: "نرگس",
        last_name: "صادقی",
        personnel_code: "1000610006",
        mobile: "09120000016",
        role: "sales-expert",
        password_hash: hash,
        is_active: 1,
        created_at: nowIso,
      },
    ])
    .returning("id")
    .execute()
  for (let start = 0; start < bulkSizes.laminateColors; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, index) => ({
      name: `رنگ ${start + index + 1}`,
      price: 4_000_000 + ((start + index) % 500) * 10_000,
      is_active: 1,
      created_at: nowIso,
      updated_at: nowIso,
    }))
    await db.insertInto("laminate_colors").values(batch).execute()
  }
  const colours = await db
    .selectFrom("laminate_colors")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow()
  await db
    .updateTable("counters")
    .set({ value: Number(colours.n) })
    .where("name", "=", laminateCounter)
    .execute()
  return {
    experts: [idOf("sales-expert"), ...more.map((row) => row.id)],
    manager: idOf("sales-manager"),
    finance: idOf("financial-manager"),
    admin: idOf("super-admin"),
  }
}

/** Writes the customers and invoices with `write`, then the kept counts; answers the facts. */
async function seedBulk(database: Database, write: Write, started: number): Promise<BulkFacts> {
  const { db } = database
  const nowMs = Date.now()
  const nowIso = new Date(nowMs).toISOString()
  const staff = await seedPeople(database, nowIso)
  const last = await db
    .selectFrom("customers")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirstOrThrow()
  const people: People = { ...staff, firstCustomerId: Number(last.id ?? 0) + 1, customers: bulkSizes.customers }
  const owner = (n: number) => (n % 4 === 0 ? null : (staff.experts[n % staff.experts.length] ?? null))
  for (let start = 0; start < bulkSizes.customers; start += batchSize) {
    const rows: Rows = []
    for (let n = start; n < Math.min(bulkSizes.customers, start + batchSize); n += 1) {
      const c = bulkCustomer(n)
      const createdAt = new Date(nowMs - (bulkSizes.customers - n) * 600_000).toISOString()
      rows.push([
        people.firstCustomerId + n,
        c.kind,
        c.name,
        c.last_name,
        c.national_code,
        c.national_id,
        c.mobile,
        c.representative_mobile,
        c.phone,
        c.economic_code,
        c.representative_name,
        c.search_text,
        c.postal_code,
        c.address,
        c.city,
        owner(n),
        c.credit_limit,
        c.notes,
        1,
        createdAt,
        createdAt,
      ])
    }
    await write("customers", rows)
  }
  console.log(`  ${bulkSizes.customers.toLocaleString("en")} customers after ${seconds(started).toFixed(0)} s`)
  const templates = await invoiceTemplates(48, "1404/01/15")
  let written = 0
  for (const batch of invoiceBatches(bulkSizes.invoices, batchSize, people, templates, nowMs)) {
    for (const table of ["invoices", "invoice_lines", "orders", "payments", "cheques", "notifications"] as const)
      if (batch[table].length > 0) await write(table, batch[table])
    written += batch.invoices.length
    if (written % 100_000 === 0)
      process.stdout.write(`\r  ${written.toLocaleString("en")} invoices after ${seconds(started).toFixed(0)} s`)
  }
  // The store keeps counts by kind, state, day and expert in every save's transaction; rows inserted here are counted once, as migration 0025 does.
  await countInvoices(db)
  await sql`update counters set value = (select max(serial_number) from invoices) where name = 'invoice_serial'`.execute(db)
  return {
    customers: bulkSizes.customers,
    invoices: bulkSizes.invoices,
    laminateColors: bulkSizes.laminateColors,
    firstCustomerId: people.firstCustomerId,
    experts: staff.experts,
    seededSeconds: seconds(started),
  }
}

/** Seeds a new SQLite file: kysely for the small tables, then better-sqlite3's prepared statements, one transaction per batch. */
export async function seedSqlite(file: string): Promise<BulkFacts> {
  const started = performance.now()
  const database = openSqlite(file)
  await migrate(database)
  const raw = new BetterSqlite3(file)
  raw.pragma("synchronous = OFF")
  raw.pragma("cache_size = -500000")
  const statements = new Map<Table, BetterSqlite3.Statement>()
  const write: Write = async (table, rows) => {
    const spec = specs[table]
    const statement =
      statements.get(table) ??
      raw.prepare(
        `insert into ${spec.table} (${spec.columns.map(([name]) => name).join(", ")}) values (${spec.columns.map(() => "?").join(", ")})`,
      )
    statements.set(table, statement)
    raw.transaction(() => {
      for (const row of rows) statement.run(...row)
    })()
  }
  try {
    const facts = await seedBulk(database, write, started)
    console.log(
      `\r  SQLite: ${facts.invoices.toLocaleString("en")} invoices and ${facts.customers.toLocaleString("en")} customers seeded in ${facts.seededSeconds.toFixed(0)} s (${file})`,
    )
    return facts
  } finally {
    raw.close()
    await database.close()
  }
}

/**
 * The load's big statements add to the few kept-count rows hundreds of thousands of times inside single transactions, which
 * no pruning can reclaim while they run, and VACUUM frees the pages without shrinking the files: rewritten, a list's total
 * reads a few rows again, as it does in a company's daily work, where each write changes a kept row once and pruning keeps up.
 */
const compactKeptRows = async (database: Database) => {
  await sql`vacuum full invoice_counts, order_counts, cheque_totals, counters`.execute(database.db)
}

/** Seeds a new PostgreSQL database: one `insert ... select from unnest(arrays)` per table and batch, then VACUUM ANALYZE, as autovacuum would after such a load. */
export async function seedPostgres(url: string): Promise<BulkFacts> {
  const started = performance.now()
  const database = openPostgres(url)
  await migrate(database)
  const write: Write = async (table, rows) => {
    const spec = specs[table]
    const arrays = spec.columns.map(([, type], index) => sql`${rows.map((row) => row[index] ?? null)}::${sql.raw(type)}[]`)
    await sql`insert into ${sql.table(spec.table)} (${sql.join(spec.columns.map(([name]) => sql.ref(name)))}) select * from unnest(${sql.join(arrays)})`.execute(
      database.db,
    )
  }
  try {
    const facts = await seedBulk(database, write, started)
    // Rows written with their ids leave the identity sequences behind.
    for (const table of ["customers", "invoices"])
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        database.db,
      )
    await sql`vacuum analyze`.execute(database.db)
    await compactKeptRows(database)
    console.log(
      `\r  PostgreSQL: ${facts.invoices.toLocaleString("en")} invoices and ${facts.customers.toLocaleString("en")} customers seeded in ${seconds(started).toFixed(0)} s`,
    )
    return { ...facts, seededSeconds: seconds(started) }
  } finally {
    await database.close()
  }
}

/** A seeded SQLite file: the one in BENCH_DATA_DIR when seeded before (migrated to the latest schema), else a new one; `done` removes a temporary one. */
export async function seededSqlite(): Promise<{ readonly file: string; readonly facts: BulkFacts; readonly done: () => void }> {
  const dir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "bench-bulk-"))
  mkdirSync(dir, { recursive: true })
  const file = join(dir, "back-office.sqlite")
  const factsFile = join(dir, "bulk-facts.json")
  const done = () => (keep || process.env.BENCH_DATA_DIR ? undefined : rmSync(dir, { recursive: true, force: true }))
  if (existsSync(factsFile) && existsSync(file)) {
    const database = openSqlite(file)
    await migrate(database)
    await database.close()
    console.log(`  SQLite: reusing the seeded ${file}`)
    return { file, facts: JSON.parse(readFileSync(factsFile, "utf8")) as BulkFacts, done }
  }
  rmSync(file, { force: true })
  const facts = await seedSqlite(file)
  writeFileSync(factsFile, JSON.stringify(facts))
  if (keep) console.log(`  BENCH_KEEP=1: kept ${dir} (BENCH_DATA_DIR=${dir} reuses it)`)
  return { file, facts, done }
}

/** A copy of a seeded file in a new data folder, so each run's writes start from the same data. */
export const copiedSqlite = (file: string): { readonly dataDir: string; readonly done: () => void } => {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-run-"))
  copyFileSync(file, join(dataDir, "back-office.sqlite"))
  return { dataDir, done: () => rmSync(dataDir, { recursive: true, force: true }) }
}

/** A seeded PostgreSQL database: BENCH_DATABASE_URL when set (seeded by an earlier run), else a new `bench_<random>` dropped by `done` unless BENCH_KEEP=1. */
export async function seededPostgres(): Promise<{
  readonly url: string
  readonly facts: BulkFacts
  readonly done: () => Promise<void>
}> {
  const reused = process.env.BENCH_DATABASE_URL
  if (reused) {
    const database = openPostgres(reused)
    await migrate(database)
    // A migration may rewrite every invoice; this machine's PostgreSQL runs without autovacuum, so the bench does its work.
    await sql`vacuum analyze`.execute(database.db)
    await compactKeptRows(database)
    const expert = await database.db.selectFrom("users").select("id").where("role", "=", "sales-expert").orderBy("id").execute()
    const first = await database.db
      .selectFrom("customers")
      .select("id")
      .where("national_code", "=", bulkCustomer(0).national_code)
      .executeTakeFirstOrThrow()
    await database.close()
    console.log(`  PostgreSQL: reusing ${reused}`)
    return {
      url: reused,
      facts: { ...bulkSizes, firstCustomerId: first.id, experts: expert.map((row) => row.id), seededSeconds: 0 },
      done: async () => undefined,
    }
  }
  const name = `bench_${randomBytes(4).toString("hex")}`
  const admin = openPostgres(postgresAdminUrl)
  await sql`create database ${sql.id(name)}`.execute(admin.db)
  const url = postgresAdminUrl.replace(/\/[^/]*$/, `/${name}`)
  const done = async () => {
    if (keep) console.log(`  BENCH_KEEP=1: kept the database (BENCH_DATABASE_URL=${url} reuses it)`)
    else await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db)
    await admin.close()
  }
  try {
    return { url, facts: await seedPostgres(url), done }
  } catch (error) {
    await done()
    throw error
  }
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] === "postgres") {
    const { url, done } = await seededPostgres()
    console.log(url)
    await done()
  } else {
    const { file, done } = await seededSqlite()
    console.log(file)
    done()
  }
}
