import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/** The customer fields of product.md section 4 on the customers table of 0001 (a legal entity's company name is kept in `name`). */
export const customers = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const texts = [
      "national_code",
      "national_id",
      "economic_code",
      "representative_name",
      "representative_mobile",
      "phone",
      "postal_code",
      "address",
      "city",
      "notes",
    ]
    for (const column of texts) await db.schema.alterTable("customers").addColumn(column, "text").execute()
    await db.schema
      .alterTable("customers")
      .addColumn("credit_limit", "bigint", (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .alterTable("customers")
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(""))
      .execute()
    await sql`update customers set updated_at = created_at`.execute(db)
    // Each identifier is set only on its own type's rows (null elsewhere, and nulls never clash), so a plain unique index is enough.
    await db.schema.createIndex("customers_national_code").on("customers").column("national_code").unique().execute()
    await db.schema.createIndex("customers_national_id").on("customers").column("national_id").unique().execute()
  },
})
