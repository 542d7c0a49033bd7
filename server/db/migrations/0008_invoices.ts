import { sql, type Kysely, type Migration } from "kysely"
import { defaultPricingSettings } from "../../../domain/invoice/PricingSettings.ts"
import { withId } from "../columns.ts"
import type { Dialect } from "../Database.ts"

/** The serial numbers of invoices come from this counter; the first invoice is number 1001. */
export const invoiceSerialCounter = "invoice_serial"

/** The seeded products' build-ups and minimum chargeable areas (mm²), by name (invoices.md sections 2 and 3). */
export const productStructures: ReadonlyArray<{ readonly name: string; readonly structure: string; readonly min_area: number }> =
  [
    { name: "شیشه تک‌جداره", structure: "single", min_area: 300_000 },
    { name: "لمینت", structure: "laminated", min_area: 300_000 },
    { name: "دوجداره", structure: "double", min_area: 400_000 },
    { name: "دوجداره با لمینت", structure: "double_laminated", min_area: 400_000 },
    { name: "آینه", structure: "mirror", min_area: 300_000 },
  ]

/** Invoices and their lines, the settings table with the pricing's seeded values, and each product's structure, minimum area and tax code. */
export const invoices = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("products")
      .addColumn("structure", "text", (c) => c.notNull().defaultTo("single"))
      .execute()
    await db.schema
      .alterTable("products")
      .addColumn("min_area", "integer", (c) => c.notNull().defaultTo(300_000))
      .execute()
    await db.schema.alterTable("products").addColumn("sstid", "text").execute()
    // Products saved before this migration get their structure from their name, else from their layer count.
    for (const { name, structure, min_area } of productStructures)
      await sql`update products set structure = ${structure}, min_area = ${min_area} where name = ${name}`.execute(db)
    await sql`update products set structure = 'double_laminated', min_area = 400000 where layers = 3 and structure = 'single'`.execute(
      db,
    )

    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    await sql`insert into settings (key, value, updated_at) values ('pricing', ${JSON.stringify(defaultPricingSettings)}, ${new Date(0).toISOString()})`.execute(
      db,
    )
    await sql`insert into counters (name, value) values (${invoiceSerialCounter}, 1000)`.execute(db)

    await withId(db.schema.createTable("invoices"), dialect)
      .addColumn("serial_number", "bigint", (c) => c.notNull().unique())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
      .addColumn("sales_expert_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("fare_id", "integer", (c) => c.references("fares.id"))
      .addColumn("fare_title", "text")
      .addColumn("rack_type", "smallint")
      .addColumn("shipping_type", "smallint")
      .addColumn("discount_basis_points", "integer", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("lines", "integer", (c) => c.notNull())
      .addColumn("pieces", "integer", (c) => c.notNull())
      .addColumn("area_mm2", "bigint", (c) => c.notNull())
      .addColumn("weight_grams", "bigint", (c) => c.notNull())
      .addColumn("subtotal", "bigint", (c) => c.notNull())
      .addColumn("discount", "bigint", (c) => c.notNull())
      .addColumn("fare", "bigint", (c) => c.notNull())
      .addColumn("vat_basis_points", "integer", (c) => c.notNull())
      .addColumn("vat", "bigint", (c) => c.notNull())
      .addColumn("total", "bigint", (c) => c.notNull())
      .addColumn("search_text", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    // Every list filter is answered from an index ending in id, so "newest first" needs no sort.
    await db.schema.createIndex("invoices_by_kind").on("invoices").columns(["kind", "id"]).execute()
    await db.schema.createIndex("invoices_by_kind_state").on("invoices").columns(["kind", "state", "id"]).execute()
    await db.schema.createIndex("invoices_by_kind_date").on("invoices").columns(["kind", "date", "id"]).execute()
    await db.schema.createIndex("invoices_by_customer").on("invoices").columns(["customer_id", "id"]).execute()
    await db.schema.createIndex("invoices_by_expert").on("invoices").columns(["sales_expert_id", "kind", "id"]).execute()

    await withId(db.schema.createTable("invoice_lines"), dialect)
      .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id"))
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("priced", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("invoice_lines_by_invoice").on("invoice_lines").columns(["invoice_id", "position"]).execute()
  },
})
