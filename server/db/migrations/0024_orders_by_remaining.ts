import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/**
 * The order list sorted by what is still owed reads the formal invoices (every order's invoice is formal, and only theirs)
 * in the order of `total - paid`, ties by the invoice: one index walk to the page, never a sort of every order.
 */
export const ordersByRemaining = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await sql`create index invoices_formal_by_remaining on invoices ((total - paid), id) where kind = 'formal'`.execute(db)
  },
})
