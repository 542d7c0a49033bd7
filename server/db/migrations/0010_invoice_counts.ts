import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/** How many invoices each kind and state holds, kept in the transaction of every create and move, so an unfiltered list's total is one row read. */
export const invoiceCounts = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("invoice_counts")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("n", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("invoice_counts_pk", ["kind", "state"])
      .execute()
    await sql`insert into invoice_counts (kind, state, n) select kind, state, count(*) from invoices group by kind, state`.execute(
      db,
    )
  },
})
