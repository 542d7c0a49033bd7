import { randomBytes } from "node:crypto"
import pg from "pg"
import { CompiledQuery, sql } from "kysely"
import type { Database, Dialect } from "../db/Database.ts"
import { migrate } from "../db/migrations.ts"
import { invoiceSerialCounter } from "../db/migrations/0008_invoices.ts"
import { defaultPricingSettings } from "../../domain/invoice/PricingSettings.ts"
import { openPostgres } from "../db/postgres.ts"
import { openSqlite } from "../db/sqlite.ts"
import { restoresBetweenTidies, seededRestore, type SeededRestore, type Seed } from "./seededPostgres.ts"

/** The databases the suite runs on: SQLite always; PostgreSQL when TEST_DATABASE_URL is set, and always under CI (where a missing server fails the suite). */
export const testDialects: ReadonlyArray<Dialect> =
  process.env.TEST_DATABASE_URL || process.env.CI === "true" ? ["sqlite", "postgres"] : ["sqlite"]

const tables = [
  // Racks are referenced by units but reference nothing the truncation reaches, so they are emptied by name.
  "racks",
  "invoice_counts",
  "invoice_revisions",
  "invoice_lines",
  "invoices",
  "product_descriptions",
  "product_glass_types",
  "products",
  "description_dimensions",
  "fares",
  "glass_spacers",
  "glass_type_prices",
  "glass_types",
  "glass_widths",
  "customer_counts",
  "cheque_bank_totals",
  "cheque_totals",
  "order_counts",
  "customers",
  "notifications",
  "announcements",
  "announcement_titles",
  "laminate_colors",
  "revoked_tokens",
  "login_attempts",
  "known_sign_ins",
  "users",
] as const

/** A test file's pool: room for the burst of 20 concurrent writers the kept-counts test sends (server/invoice/invoiceBurst.test.ts). */
export const testPoolSize = 24

/** One PostgreSQL schema per test file (so parallel files never collide), emptied between tests. */
let postgres: Promise<{ database: Database; schema: string; drop: () => Promise<void> }> | undefined
/** Who hears this file's PostgreSQL statements: the schema outlives each test, so the latest opener's listener is called. */
let hearing: ((sql: string) => void) | undefined

const openTestPostgres = async () => {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error("CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite cannot run")
  const schema = `test_${randomBytes(6).toString("hex")}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const database = openPostgres(url, schema, undefined, testPoolSize, undefined, (text) => hearing?.(text))
  await migrate(database)
  const drop = async () => {
    await database.close()
    const cleaner = new pg.Client({ connectionString: url })
    await cleaner.connect()
    await cleaner.query(`drop schema ${schema} cascade; drop schema if exists ${schema}_seed cascade`)
    await cleaner.end()
  }
  return { database, schema, drop }
}

/** A migrated, empty database of the dialect: a fresh in-memory SQLite, or this file's PostgreSQL schema emptied; `onQuery` hears its statements. */
export const emptyDatabase = async (dialect: Dialect, onQuery?: (sql: string) => void): Promise<Database> => {
  if (dialect === "sqlite") {
    const database = openSqlite(":memory:", onQuery ? { onQuery } : {})
    await migrate(database)
    return database
  }
  hearing = onQuery
  postgres ??= openTestPostgres()
  const { database } = await postgres
  await sql`truncate table ${sql.join(tables.map((table) => sql.table(table)))} restart identity cascade`.execute(database.db)
  await database.db.updateTable("counters").set({ value: 0 }).where("name", "!=", invoiceSerialCounter).execute()
  await database.db.updateTable("counters").set({ value: 1000 }).where("name", "=", invoiceSerialCounter).execute()
  await database.db
    .updateTable("settings")
    .set({ value: JSON.stringify(defaultPricingSettings) })
    .where("key", "=", "pricing")
    .execute()
  await database.db.deleteFrom("settings").where("key", "=", "production").execute()
  // The schema outlives each test; closing is left to dropTestSchemas.
  return { ...database, close: async () => undefined }
}

/** The seeded SQLite database of this process, as bytes each test's database starts from. */
let sqliteSeeded: Promise<Buffer> | undefined
/** How this file's PostgreSQL schema is put back to its seeded state, and how many times it was. */
let postgresSeeded: { kept: Promise<SeededRestore>; restores: number } | undefined

/**
 * A migrated database holding what `seed` writes into an empty one, which must be the same every time: the first call seeds
 * as usual and keeps the result (SQLite's bytes, a copy of PostgreSQL's tables); later calls only put that back.
 */
export const seededDatabase = async (dialect: Dialect, seed: Seed): Promise<Database> => {
  if (dialect === "sqlite") {
    sqliteSeeded ??= (async () => {
      const database = openSqlite(":memory:")
      await migrate(database)
      await seed(database)
      const bytes = database.serialize()
      await database.close()
      return bytes
    })()
    return openSqlite(":memory:", { from: await sqliteSeeded })
  }
  // No one hears the restore, nor this test's statements: a test that listens seeds its own database.
  hearing = undefined
  postgres ??= openTestPostgres()
  const { database, schema } = await postgres
  const seeded = (postgresSeeded ??= {
    kept: (async () => seededRestore(await emptyDatabase("postgres"), schema, seed))(),
    restores: 0,
  })
  const { restore, tidy } = await seeded.kept
  seeded.restores += 1
  if (seeded.restores % restoresBetweenTidies === 0) await database.db.executeQuery(CompiledQuery.raw(tidy))
  await database.db.executeQuery(CompiledQuery.raw(restore))
  // The restore writes users with triggers off, so no notification says so: nothing kept about identities may be served after it.
  database.identityWritten()
  return { ...database, close: async () => undefined }
}

/** Drops this file's PostgreSQL schema and its seeded copy, if it made them. */
export const dropTestSchemas = async () => {
  if (postgres) await (await postgres).drop()
  postgres = undefined
  postgresSeeded = undefined
}
