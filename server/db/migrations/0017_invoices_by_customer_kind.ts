import type { Kysely, Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/**
 * The invoices of given customers and one kind, newest id last, read from the index alone: an invoice search counts and
 * pages the invoices of its matching customers from it instead of reading every invoice of the kind.
 */
export const invoicesByCustomerKind = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("invoices_by_customer_kind").on("invoices").columns(["customer_id", "kind", "id"]).execute()
  },
})
