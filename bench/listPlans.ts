// The list statements at 1,000,000 invoices, alone: each statement the invoice store and the finance lists run for a few
// typical filters, its median time and its plan (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN ANALYZE).
// `npx tsx bench/listPlans.ts sqlite` (BENCH_DATA_DIR as bench/bulkSeed.ts) or `npx tsx bench/listPlans.ts postgres` (BENCH_DATABASE_URL).
import BetterSqlite3 from "better-sqlite3"
import { Kysely, PostgresDialect, SqliteDialect, sql, type CompiledQuery } from "kysely"
import pg from "pg"
import { addDays, formatJalali, todayInTehran } from "../domain/calendar/Jalali.ts"
import type { Database } from "../server/db/Database.ts"
import type { Schema } from "../server/db/schema.ts"
import { financeListsIn } from "../server/finance/financeLists.ts"
import { invoiceStoreIn } from "../server/invoice/invoiceStore.ts"
import { customersIn } from "../server/customer/customerStore.ts"
import { orderStepIn } from "../server/finance/orderFollows.ts"
import { pageRequest } from "../server/db/paging.ts"
import { seededPostgres, seededSqlite } from "./bulkSeed.ts"

const postgres = process.argv[2] === "postgres"
const captured: Array<CompiledQuery> = []
const log = (event: { level: string; query: CompiledQuery }) => void (event.level === "query" && captured.push(event.query))

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function main() {
  const source = postgres ? await seededPostgres() : await seededSqlite()
  const db = postgres
    ? new Kysely<Schema>({
        // Without JIT, as the app's connections run (server/db/postgres.ts).
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: (source as { url: string }).url, max: 1, options: "-c jit=off" }),
        }),
        log,
      })
    : new Kysely<Schema>({
        dialect: new SqliteDialect({ database: new BetterSqlite3((source as { file: string }).file, { readonly: true }) }),
        log,
      })
  const database: Database = {
    db,
    dialect: postgres ? "postgres" : "sqlite",
    prepare: () => async () => [],
    version: () => undefined,
    identityVersion: () => undefined,
    identityWritten: () => undefined,
    close: () => db.destroy(),
  }
  const invoices = invoiceStoreIn(database, orderStepIn(database.dialect))
  const finance = financeListsIn(database)
  const customers = customersIn(database)
  const today = todayInTehran(Date.now())
  const first = pageRequest("1", "15")
  const cases: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
    ["invoices: informal, page 1", () => invoices.page({ kind: "informal" }, first)],
    ["invoices: formal, page 5", () => invoices.page({ kind: "formal" }, pageRequest("5", "15"))],
    [
      "invoices: informal, one month",
      () =>
        invoices.page(
          { kind: "informal", from: formatJalali(addDays(today, -200)), to: formatJalali(addDays(today, -170)) },
          first,
        ),
    ],
    ["invoices: informal, the demo expert's own", () => invoices.page({ kind: "informal", ownerOnly: 3 }, first)],
    ["invoices: informal, searching موسوی", () => invoices.page({ kind: "informal", search: "موسوی" }, first)],
    ["invoices: formal, searching 12345", () => invoices.page({ kind: "formal", search: "12345" }, first)],
    ["invoices: formal, searching 091 (four customers in ten)", () => invoices.page({ kind: "formal", search: "091" }, first)],
    [
      "invoices: informal, the demo expert's own, searching موسوی",
      () => invoices.page({ kind: "informal", ownerOnly: 3, search: "موسوی" }, first),
    ],
    ["invoices: informal, searching م (one character)", () => invoices.page({ kind: "informal", search: "م" }, first)],
    // Two of bench:load's invoice searches: a note one invoice in thirty holds, and a name a customer in thirteen holds.
    ["invoices: informal, searching «پروژه برج» (a note)", () => invoices.page({ kind: "informal", search: "پروژه برج" }, first)],
    ["invoices: formal, searching نوین", () => invoices.page({ kind: "formal", search: "نوین" }, first)],
    ["invoices: formal, export of a search (091)", () => invoices.exported({ kind: "formal", search: "091" }, 1000)],
    ["customers: page 1", () => customers.page({}, first)],
    ["customers: searching م (one character)", () => customers.page({ search: "م" }, first)],
    ["customers: searching مو (two characters)", () => customers.page({ search: "مو" }, first)],
    ["customers: searching کریمی", () => customers.page({ search: "کریمی" }, first)],
    ["invoices: informal, export of 1,000 rows", () => invoices.exported({ kind: "informal" }, 1000)],
    ["orders: page 1", () => finance.orders({}, first)],
    ["orders: by remaining, largest first", () => finance.orders({}, first, { key: "remaining", descending: true })],
    ["orders: with a balance", () => finance.orders({ hasBalance: true }, first)],
    ["cheques: page 1", () => finance.cheques({}, first)],
    ["cheques: in hand", () => finance.cheques({ state: "in_hand" }, first)],
    ["cheques: one bank", () => finance.cheques({ bank: "ملت" }, first)],
    ["finance desk (dashboard)", () => finance.desk(formatJalali(addDays(today, 7)))],
  ]
  for (const [title, run] of cases) {
    captured.length = 0
    await run()
    const statements = [...captured]
    console.log(`\n## ${title}`)
    for (const statement of statements) {
      const times: Array<number> = []
      for (let round = 0; round < 5; round += 1) {
        const started = performance.now()
        await db.executeQuery(statement)
        times.push(performance.now() - started)
      }
      const explain = postgres ? sql`explain (analyze, costs off, timing off, summary off) ` : sql`explain query plan `
      const plan = await db.executeQuery<Record<string, unknown>>({
        ...statement,
        sql: `${explain.compile(db).sql}${statement.sql}`,
      })
      const lines = plan.rows.map((row) => String(row["QUERY PLAN"] ?? row.detail))
      console.log(
        `- ${median(times).toFixed(1)} ms: ${statement.sql.replace(/\s+/g, " ").slice(0, 160)}${statement.sql.length > 160 ? " ..." : ""}`,
      )
      console.log(lines.map((line) => `    ${line}`).join("\n"))
    }
  }
  await db.destroy()
  await source.done()
}

await main()
