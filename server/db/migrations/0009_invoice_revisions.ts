import type { Kysely, Migration } from "kysely"
import { withId } from "../columns.ts"
import type { Dialect } from "../Database.ts"

/** The history of every invoice: one append-only row per create, save, reprice and move, with the whole invoice as it then stood. */
export const invoiceRevisions = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable("invoice_revisions"), dialect)
      .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("reason", "text")
      .addColumn("snapshot", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("invoice_revisions_by_invoice").on("invoice_revisions").columns(["invoice_id", "id"]).execute()
  },
})
