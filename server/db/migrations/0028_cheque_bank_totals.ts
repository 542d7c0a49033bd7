import { type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"
import { countKeptAfresh, createKeptTriggers, type KeptByTriggers } from "./keptByTriggers.ts"

/** Cheques totalled by bank as typed and state: how many, and their amount. */
export const bankTotalling: KeptByTriggers = {
  name: "cheques_keep_bank_total",
  source: "cheques",
  target: "cheque_bank_totals",
  watched: ["bank", "state", "amount"],
  rows: (row) => [{ key: { bank: `${row}.bank`, state: `${row}.state` } }],
  values: (row) => ({ n: "1", amount: `${row}.amount` }),
}

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
    await countKeptAfresh(db, bankTotalling)
    await createKeptTriggers(db, dialect, bankTotalling)
  },
})
