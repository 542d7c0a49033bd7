import { sql, type CreateTableBuilder, type Kysely, type Migration } from "kysely"
import { withId } from "../columns.ts"
import type { Dialect } from "../Database.ts"

/**
 * Glass size limits (product.md section 5): per glass type, thickness and material one row of the smallest and largest
 * piece in mm, kept in the order staff added them; and one glass type per name (the API checks it first, the index
 * keeps two racing saves from both landing).
 */
export const glassSizeLimits = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const millimetres = (name: string) => (t: CreateTableBuilder<string, never>) =>
      t.addColumn(name, "integer", (c) => c.notNull())
    await withId(db.schema.createTable("glass_size_limits"), dialect)
      .addColumn("glass_type_id", "integer", (c) => c.notNull().references("glass_types.id").onDelete("cascade"))
      .addColumn("width_id", "integer", (c) => c.notNull().references("glass_widths.id").onDelete("cascade"))
      .addColumn("material", "smallint", (c) => c.notNull())
      .$call(millimetres("min_width"))
      .$call(millimetres("max_width"))
      .$call(millimetres("min_height"))
      .$call(millimetres("max_height"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addUniqueConstraint("glass_size_limits_row", ["glass_type_id", "width_id", "material"])
      .execute()
    await db.schema
      .createIndex("glass_size_limits_by_type")
      .on("glass_size_limits")
      .columns(["glass_type_id", "position"])
      .execute()
    await db.schema
      .createIndex("glass_types_unique_name")
      .on("glass_types")
      .unique()
      .expression(sql`lower(name)`)
      .execute()
  },
})
