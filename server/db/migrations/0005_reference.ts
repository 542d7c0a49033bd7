import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/** Thicknesses, spacers, fares and descriptions: one row per size, title or name, so a race between two saves still answers the duplicate message. */
export const reference = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("glass_widths_size").on("glass_widths").column("size").unique().execute()
    await db.schema.createIndex("glass_spacers_size").on("glass_spacers").column("size").unique().execute()
    // Latin letters are compared without case, as the domain's duplicate rule compares them.
    await db.schema
      .createIndex("fares_title")
      .on("fares")
      .expression(sql`lower(title)`)
      .unique()
      .execute()
    await db.schema
      .createIndex("description_dimensions_name")
      .on("description_dimensions")
      .expression(sql`lower(name)`)
      .unique()
      .execute()
  },
})
