import { randomBytes } from "node:crypto"
import pg from "pg"
import { sql } from "kysely"
import type { Database, Dialect } from "../db/Database.ts"
import { migrate } from "../db/migrations.ts"
import { invoiceSerialCounter } from "../db/migrations/0008_invoices.ts"
import { defaultPricingSettings } from "../../domain/invoice/PricingSettings.ts"
import { openPostgres } from "../db/postgres.ts"
import { openSqlite } from "../db/sqlite.ts"

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
let postgres: Promise<{ database: Database; drop: () => Promise<void> }> | undefined
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
    await cleaner.query(`drop schema ${schema} cascade`)
    await cleaner.end()
  }
  return { database, drop }
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

/** Drops this file's PostgreSQL schema, if it made one. */
export const dropTestSchemas = async () => {
  if (postgres) await (await postgres).drop()
  postgres = undefined
}
