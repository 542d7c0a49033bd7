import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"
import { countKeptAfresh, createKeptTriggers, type KeptByTriggers } from "./keptByTriggers.ts"

/** Customers counted by kind and activity: every customer (scope `''`) and each expert's (`expert:<id>`). */
export const customerCounting: KeptByTriggers = {
  name: "customers_keep_count",
  source: "customers",
  target: "customer_counts",
  watched: ["kind", "is_active", "sales_expert_id"],
  rows: (row) => [
    { key: { scope: "''", kind: `${row}.kind`, is_active: `${row}.is_active` } },
    {
      key: { scope: `'expert:' || ${row}.sales_expert_id`, kind: `${row}.kind`, is_active: `${row}.is_active` },
      when: `${row}.sales_expert_id is not null`,
    },
  ],
  values: () => ({ n: "1" }),
}

/**
 * Kept customer counts by kind and activity, of every customer (scope `''`) and of each expert's (`expert:<id>`), kept by
 * triggers on every write, so the customer list's total sums a few rows instead of counting 100,000 customers (issue 31).
 * PostgreSQL writes in the connection's slot as the other kept counts do (migration 0022); SQLite in slot 0.
 */
export const customerCounts = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("customer_counts")
      .addColumn("scope", dialect === "postgres" ? sql`text collate "C"` : "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull())
      .addColumn("slot", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("n", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("customer_counts_pk", ["scope", "kind", "is_active", "slot"])
      .execute()
    await countKeptAfresh(db, customerCounting)
    await createKeptTriggers(db, dialect, customerCounting)
  },
})
