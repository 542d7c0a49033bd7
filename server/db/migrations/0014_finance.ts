import { sql, type Kysely, type Migration } from "kysely"
import { withId } from "../columns.ts"
import type { Dialect } from "../Database.ts"

/**
 * Orders (one per formal invoice), payments and cheques (invoices.md section 8). Money stays with the invoice, since an
 * approved pre-buy is paid before it has an order; a formal invoice stored before this migration gets its order here.
 */
export const finance = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable("orders"), dialect)
      .addColumn("invoice_id", "integer", (c) => c.notNull().unique().references("invoices.id"))
      .addColumn("production_state", "text", (c) => c.notNull())
      .addColumn("ready_at", "text")
      .addColumn("delivered_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("orders_by_state").on("orders").columns(["production_state", "id"]).execute()

    await withId(db.schema.createTable("payments"), dialect)
      .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id"))
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("tracking_number", "text")
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("payments_by_invoice").on("payments").columns(["invoice_id", "id"]).execute()

    await withId(db.schema.createTable("cheques"), dialect)
      .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id"))
      .addColumn("sayad_id", "text", (c) => c.notNull())
      .addColumn("serial", "text", (c) => c.notNull())
      .addColumn("bank", "text", (c) => c.notNull())
      .addColumn("drawer", "text", (c) => c.notNull())
      .addColumn("due_date", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    // The cheque list runs by due date, filtered by state or not; an invoice's cheques and a customer's come by invoice.
    await db.schema.createIndex("cheques_by_invoice").on("cheques").columns(["invoice_id", "id"]).execute()
    // A Sayad ID names one cheque leaf nationwide: recorded twice, it would count twice in the cheques in hand.
    await db.schema.createIndex("cheques_by_sayad").on("cheques").column("sayad_id").unique().execute()
    await db.schema.createIndex("cheques_by_due").on("cheques").columns(["due_date", "id"]).execute()
    await db.schema.createIndex("cheques_by_state_due").on("cheques").columns(["state", "due_date", "id"]).execute()

    await openOrdersOfFormalInvoices(db)
  },
})

/** Opens the order of every formal invoice without one, in the state its invoice's implies: confirmed waiting, cancelled cancelled, else awaiting confirmation. */
export const openOrdersOfFormalInvoices = async (db: Kysely<unknown>): Promise<void> => {
  await sql`insert into orders (invoice_id, production_state, created_at, updated_at)
    select id, case state when 'confirmed' then 'waiting' when 'cancelled' then 'cancelled' else 'awaiting_confirmation' end, updated_at, updated_at
    from invoices where kind = 'formal' and id not in (select invoice_id from orders) order by id`.execute(db)
}
