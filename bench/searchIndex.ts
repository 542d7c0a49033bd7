// One customer search, timed before and after the trigram index, over 20,000 and 100,000 customers in a SQLite file.
// Run: npx tsx bench/searchIndex.ts (figures in docs/server.md, "Search").
import { mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import { sql } from "kysely"
import { migrate } from "../server/db/migrations.ts"
import { openSqlite } from "../server/db/sqlite.ts"
import { searchTextOf } from "../server/customer/customerSearch.ts"
import { customersIn } from "../server/customer/customerStore.ts"
import { pageRequest } from "../server/db/paging.ts"
import { searchPatternOf } from "../server/db/textSearch.ts"
import { generatedCustomer } from "./support.ts"

const runs = 21
const firstPage = pageRequest("1", "15")

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const timed = async (run: () => Promise<unknown>) => {
  await run()
  const times: Array<number> = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return median(times)
}

const measure = async (count: number) => {
  const folder = mkdtempSync(join(tmpdir(), "search-bench-"))
  const file = join(folder, "bench.sqlite")
  const database = openSqlite(file)
  await migrate(database)
  const { db } = database
  const now = new Date(0).toISOString()
  const filling = performance.now()
  await db.transaction().execute(async (trx) => {
    for (let start = 1; start <= count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start + 1) }, (_, k) => {
        const { person, searched } = generatedCustomer(start + k)
        return {
          kind: person ? "individual" : "legal",
          ...searched,
          is_active: 1,
          credit_limit: 0,
          created_at: now,
          updated_at: now,
          search_text: searchTextOf(searched),
        }
      })
      await trx.insertInto("customers").values(rows).execute()
    }
  })
  const filled = performance.now() - filling
  await sql`pragma wal_checkpoint(truncate)`.execute(db)
  const megabytes = statSync(file).size / 1_048_576

  // The list as it read before migration 0015: the same page and total with a LIKE over every row.
  const before = async (search: string) => {
    const where = sql<boolean>`customers.search_text like ${searchPatternOf(search)} escape '\\'`
    await db
      .selectFrom("customers")
      .leftJoin("users", "users.id", "customers.sales_expert_id")
      .selectAll("customers")
      .where(where)
      .orderBy("customers.id", "desc")
      .limit(15)
      .execute()
    await db
      .selectFrom("customers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(where)
      .executeTakeFirstOrThrow()
  }
  const customers = customersIn(database)
  const after = (search: string) => customers.page({ search }, firstPage)

  const middle = generatedCustomer(Math.floor(count / 2)).searched
  const searches = [
    ["a mobile number (one customer)", middle.phone ?? ""],
    ["a full name (one customer)", `${middle.name} ${middle.last_name ?? ""}`],
    ["a common word (every other customer)", "شیشه"],
    ["two characters (no index)", "12"],
  ] as const
  console.log(
    `\n${count.toLocaleString("en")} customers: filled in ${(filled / 1000).toFixed(1)} s (with the index's triggers), file ${megabytes.toFixed(1)} MB`,
  )
  for (const [label, search] of searches) {
    const total = (await after(search)).total
    console.log(
      `  ${label.padEnd(40)} "${search}" (${total} found): before ${(await timed(() => before(search))).toFixed(2)} ms, after ${(await timed(() => after(search))).toFixed(2)} ms`,
    )
  }
  await database.close()
  rmSync(folder, { recursive: true, force: true })
}

for (const count of [20_000, 100_000]) await measure(count)
