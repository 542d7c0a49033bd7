import { sql, type CreateTableBuilder, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"
import { postgresTriggers, sqliteTriggers } from "./0016_invoice_balances.ts"

/**
 * How many slots each kept key is spread over: the connections of all workers take distinct ones (server/db/keptSlot.ts), so
 * a key is summed over at most this many rows and writers past this many share a slot and only then wait for each other.
 */
export const keptSlots = 64

/** PostgreSQL: the slot this connection writes kept rows in, set when the pool opens it; 0 for any other session (psql, a tool). */
export const keptSlotSetting = "glass.kept_slot"
const postgresSlot = "kept_slot()"

/** The kept tables and their keys, each rebuilt with a slot in its key; the slot column defaults to 0 for whole recounts. */
const keptTables = [
  { table: "invoice_counts", key: ["kind", "state"], values: [["n", "bigint"]] },
  {
    table: "order_counts",
    key: ["production_state"],
    values: [
      ["n", "bigint"],
      ["with_balance", "bigint"],
      ["remaining", "bigint"],
    ],
  },
  {
    table: "cheque_totals",
    key: ["state"],
    values: [
      ["n", "bigint"],
      ["amount", "bigint"],
    ],
  },
] as const

/**
 * Spreads the kept counts (invoice_counts, order_counts, cheque_totals) over slots: each key's figure is the sum of its rows,
 * and each database connection adds to its own slot's row, so concurrent invoice, order and cheque writes never wait on one
 * shared row (issue 31). SQLite has one writer at a time and always writes slot 0.
 */
export const keptCountSlots = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // SQLite's triggers name the kept tables and would stop the rename below: they are dropped and made again with slots.
    const sqliteNames = sqliteTriggers().map((statement) => /create trigger (\w+)/.exec(statement)?.[1] ?? "")
    if (dialect === "sqlite") for (const name of sqliteNames) await sql.raw(`drop trigger ${name}`).execute(db)
    for (const { table, key, values } of keptTables) {
      let create: CreateTableBuilder<string, string> = db.schema.createTable(`${table}_slotted`)
      for (const column of key) create = create.addColumn(column, "text", (c) => c.notNull())
      create = create.addColumn("slot", "integer", (c) => c.notNull().defaultTo(0))
      for (const [column, type] of values) create = create.addColumn(column, type, (c) => c.notNull())
      await create.addPrimaryKeyConstraint(`${table}_slot_pk`, [...key, "slot"]).execute()
      const columns = [...key, ...values.map(([column]) => column)].join(", ")
      await sql.raw(`insert into ${table}_slotted (${columns}) select ${columns} from ${table}`).execute(db)
      await db.schema.dropTable(table).execute()
      await db.schema.alterTable(`${table}_slotted`).renameTo(table).execute()
    }
    if (dialect === "sqlite") {
      for (const statement of sqliteTriggers("0")) await sql.raw(statement).execute(db)
      return
    }
    await sql
      .raw(
        `create function kept_slot() returns integer language sql stable as $$ select coalesce(nullif(current_setting('${keptSlotSetting}', true), ''), '0')::integer $$`,
      )
      .execute(db)
    // The trigger functions are replaced in place: the triggers that call them stay, and find the rebuilt tables by name.
    for (const statement of postgresTriggers(postgresSlot))
      if (statement.startsWith("create function"))
        await sql.raw(statement.replace(/^create function/, "create or replace function")).execute(db)
  },
})
