import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"
import { createKeptTriggers } from "./keptByTriggers.ts"

/** The statements that total every cheque afresh by its bank as typed and its state. */
export const chequeBankTotalStatements = [
  "delete from cheque_bank_totals",
  "insert into cheque_bank_totals (bank, state, n, amount) select bank, state, count(*), sum(amount) from cheques group by bank, state",
] as const

/**
 * Kept cheque figures by bank (as typed) and state, kept by triggers: a bank filter matches the few kept bank names instead of
 * every cheque's, and sums their rows, the same figures exactly since each cheque counts under its one bank (issue 31).
 */
export const chequeBankTotals = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("cheque_bank_totals")
      .addColumn("bank", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("slot", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("n", "bigint", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("cheque_bank_totals_pk", ["bank", "state", "slot"])
      .execute()
    for (const statement of chequeBankTotalStatements) await sql.raw(statement).execute(db)
    await createKeptTriggers(db, dialect, {
      name: "cheques_keep_bank_total",
      source: "cheques",
      target: "cheque_bank_totals",
      watched: ["bank", "state", "amount"],
      rows: (row) => [{ key: { bank: `${row}.bank`, state: `${row}.state` } }],
      values: (row) => ({ n: "1", amount: `${row}.amount` }),
    })
  },
})
