import { sql, type Kysely, type Migration, type QueryExecutorProvider } from "kysely"
import type { Dialect } from "../Database.ts"

/**
 * Kept invoice counts by scope as well as by kind and state: `''` counts every invoice, `date:yyyy/MM/dd` those of one day
 * and `expert:<id>` one sales expert's, so a list narrowed by dates or by its owner sums a few kept rows instead of counting
 * tens of thousands of invoices (issue 31). The scope leads the key, so each kind of sum reads one stretch of it.
 */
export const invoiceCountScopes = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("invoice_counts_scoped")
      // Byte order on PostgreSQL too, whatever the database's collation: a range of days is a range of the scope's text.
      .addColumn("scope", dialect === "postgres" ? sql`text collate "C"` : "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("slot", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("n", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("invoice_counts_scope_pk", ["scope", "kind", "state", "slot"])
      .execute()
    await db.schema.dropTable("invoice_counts").execute()
    await db.schema.alterTable("invoice_counts_scoped").renameTo("invoice_counts").execute()
    await countInvoices(db)
  },
})

/** The statements that count every invoice afresh into the kept counts, by each scope. */
export const invoiceCountStatements = [
  "delete from invoice_counts",
  "insert into invoice_counts (scope, kind, state, n) select '', kind, state, count(*) from invoices group by kind, state",
  "insert into invoice_counts (scope, kind, state, n) select 'date:' || date, kind, state, count(*) from invoices group by date, kind, state",
  "insert into invoice_counts (scope, kind, state, n) select 'expert:' || sales_expert_id, kind, state, count(*) from invoices where sales_expert_id is not null group by sales_expert_id, kind, state",
] as const

/** Counts every invoice afresh into the kept counts (the migration, and the benches after a bulk load). */
export const countInvoices = async (db: QueryExecutorProvider) => {
  for (const statement of invoiceCountStatements) await sql.raw(statement).execute(db)
}
