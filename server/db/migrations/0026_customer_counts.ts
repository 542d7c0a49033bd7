import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/** The statements that count every customer afresh into the kept counts: all of a kind and activity, and each expert's. */
export const customerCountStatements = [
  "delete from customer_counts",
  "insert into customer_counts (scope, kind, is_active, n) select '', kind, is_active, count(*) from customers group by kind, is_active",
  "insert into customer_counts (scope, kind, is_active, n) select 'expert:' || sales_expert_id, kind, is_active, count(*) from customers where sales_expert_id is not null group by sales_expert_id, kind, is_active",
] as const

/** Adds `n` to the counts of the customer `row` (`new` or `old`), in the writing connection's slot. */
const addCount = (row: "new" | "old", n: 1 | -1, slot: string) =>
  [
    `insert into customer_counts (scope, kind, is_active, slot, n) values ('', ${row}.kind, ${row}.is_active, ${slot}, ${n})`,
    `insert into customer_counts (scope, kind, is_active, slot, n) select 'expert:' || ${row}.sales_expert_id, ${row}.kind, ${row}.is_active, ${slot}, ${n} where ${row}.sales_expert_id is not null`,
  ].map(
    (statement) => `${statement} on conflict (scope, kind, is_active, slot) do update set n = customer_counts.n + excluded.n;`,
  )

const changed =
  "old.kind is distinct from new.kind or old.is_active is distinct from new.is_active or old.sales_expert_id is distinct from new.sales_expert_id"

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
    for (const statement of customerCountStatements) await sql.raw(statement).execute(db)
    if (dialect === "sqlite") {
      const trigger = (name: string, on: string, body: ReadonlyArray<string>, when = "true") =>
        sql.raw(`create trigger ${name} after ${on} for each row when ${when} begin ${body.join(" ")} end`).execute(db)
      await trigger("customers_count_insert", "insert on customers", addCount("new", 1, "0"))
      await trigger("customers_count_delete", "delete on customers", addCount("old", -1, "0"))
      await trigger(
        "customers_count_update",
        "update of kind, is_active, sales_expert_id on customers",
        [...addCount("old", -1, "0"), ...addCount("new", 1, "0")],
        `(${changed})`,
      )
      return
    }
    await sql
      .raw(
        `create function customers_keep_count() returns trigger language plpgsql as $$ begin
          if tg_op <> 'INSERT' then ${addCount("old", -1, "kept_slot()").join(" ")} end if;
          if tg_op <> 'DELETE' then ${addCount("new", 1, "kept_slot()").join(" ")} end if;
          return null;
        end $$`,
      )
      .execute(db)
    await sql
      .raw(
        "create trigger customers_count_write after insert or delete on customers for each row execute function customers_keep_count()",
      )
      .execute(db)
    await sql
      .raw(
        `create trigger customers_count_update after update of kind, is_active, sales_expert_id on customers for each row when (${changed}) execute function customers_keep_count()`,
      )
      .execute(db)
  },
})
