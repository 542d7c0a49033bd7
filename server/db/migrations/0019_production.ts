import type { Kysely, Migration } from "kysely"
import { withId } from "../columns.ts"
import type { Dialect } from "../Database.ts"

/**
 * Production, part 1 (production.md sections 2-5): the units and panes a confirmed order becomes, the stock sheets and
 * offcuts they are cut from, and the cutting batches that plan the cutting; glass types learn whether they may turn.
 */
export const production = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // Patterned glass whose pattern runs one way keeps its height along the sheet's height.
    await db.schema
      .alterTable("glass_types")
      .addColumn("may_rotate", "smallint", (c) => c.notNull().defaultTo(1))
      .execute()
    // The date the production manager promises the order for (Jalali "yyyy/MM/dd"); none until promised.
    await db.schema.alterTable("orders").addColumn("promised_date", "text").execute()

    await withId(db.schema.createTable("production_units"), dialect)
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("invoice_line_id", "integer", (c) => c.notNull().references("invoice_lines.id"))
      .addColumn("code", "text", (c) => c.notNull().unique())
      .addColumn("line_position", "integer", (c) => c.notNull())
      .addColumn("unit_number", "integer", (c) => c.notNull())
      .addColumn("structure", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("production_units_by_order").on("production_units").columns(["order_id", "id"]).execute()

    await withId(db.schema.createTable("cutting_batches"), dialect)
      .addColumn("glass_type_id", "integer", (c) => c.notNull().references("glass_types.id"))
      .addColumn("glass_width_id", "integer", (c) => c.notNull().references("glass_widths.id"))
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("panes", "integer", (c) => c.notNull())
      .addColumn("sheets", "integer", (c) => c.notNull())
      .addColumn("pieces_area_mm2", "bigint", (c) => c.notNull())
      .addColumn("used_area_mm2", "bigint", (c) => c.notNull())
      .addColumn("yield_basis_points", "integer", (c) => c.notNull())
      .addColumn("seed", "integer", (c) => c.notNull())
      .addColumn("plan", "text", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("released_at", "text")
      .execute()
    await db.schema.createIndex("cutting_batches_by_state").on("cutting_batches").columns(["state", "id"]).execute()
    await db.schema.createIndex("cutting_batches_by_released").on("cutting_batches").columns(["released_at"]).execute()

    await withId(db.schema.createTable("production_panes"), dialect)
      .addColumn("unit_id", "integer", (c) => c.notNull().references("production_units.id"))
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("code", "text", (c) => c.notNull().unique())
      .addColumn("letter", "text", (c) => c.notNull())
      .addColumn("remake_of", "integer", (c) => c.references("production_panes.id"))
      .addColumn("remake_number", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("glass_type_id", "integer", (c) => c.notNull().references("glass_types.id"))
      .addColumn("glass_width_id", "integer", (c) => c.notNull().references("glass_widths.id"))
      .addColumn("thickness", "integer", (c) => c.notNull())
      .addColumn("material", "integer", (c) => c.notNull())
      .addColumn("finished_width", "integer", (c) => c.notNull())
      .addColumn("finished_height", "integer", (c) => c.notNull())
      .addColumn("cut_width", "integer", (c) => c.notNull())
      .addColumn("cut_height", "integer", (c) => c.notNull())
      .addColumn("edge_type", "integer")
      .addColumn("route", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("batch_id", "integer", (c) => c.references("cutting_batches.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("production_panes_by_order").on("production_panes").columns(["order_id", "id"]).execute()
    await db.schema.createIndex("production_panes_by_unit").on("production_panes").columns(["unit_id", "id"]).execute()
    // The cutting queue: waiting panes per material.
    await db.schema
      .createIndex("production_panes_by_material")
      .on("production_panes")
      .columns(["state", "glass_type_id", "glass_width_id", "id"])
      .execute()
    await db.schema.createIndex("production_panes_by_batch").on("production_panes").columns(["batch_id", "id"]).execute()

    // The panes a batch plans: a draft's are proposed (their pane keeps no batch), a released batch's are its own.
    await db.schema
      .createTable("cutting_batch_panes")
      .addColumn("batch_id", "integer", (c) => c.notNull().references("cutting_batches.id").onDelete("cascade"))
      .addColumn("pane_id", "integer", (c) => c.notNull().references("production_panes.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("cutting_batch_panes_pk", ["batch_id", "pane_id"])
      .execute()
    await db.schema.createIndex("cutting_batch_panes_by_pane").on("cutting_batch_panes").columns(["pane_id"]).execute()

    await withId(db.schema.createTable("stock_sheets"), dialect)
      .addColumn("glass_type_id", "integer", (c) => c.notNull().references("glass_types.id"))
      .addColumn("glass_width_id", "integer", (c) => c.notNull().references("glass_widths.id"))
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      // Blank means as many as needed.
      .addColumn("count", "integer")
      .addColumn("is_active", "smallint", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex("stock_sheets_by_size")
      .on("stock_sheets")
      .columns(["glass_type_id", "glass_width_id", "width", "height"])
      .unique()
      .execute()

    await withId(db.schema.createTable("offcuts"), dialect)
      .addColumn("glass_type_id", "integer", (c) => c.notNull().references("glass_types.id"))
      .addColumn("glass_width_id", "integer", (c) => c.notNull().references("glass_widths.id"))
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("rack_slot", "text")
      // in_stock, used (by a released batch) or discarded.
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("from_batch_id", "integer", (c) => c.references("cutting_batches.id"))
      .addColumn("used_by_batch_id", "integer", (c) => c.references("cutting_batches.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex("offcuts_by_material")
      .on("offcuts")
      .columns(["state", "glass_type_id", "glass_width_id", "id"])
      .execute()
  },
})
