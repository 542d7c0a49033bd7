import type { Kysely, Migration } from "kysely"
import { searchTextOf } from "../../customer/customerSearch.ts"
import type { Dialect } from "../Database.ts"
import type { Schema } from "../schema.ts"

/** Writes every customer's search text from its stored columns (the customers saved before the column existed). */
export const fillSearchTexts = async (db: Kysely<Schema>): Promise<void> => {
  const rows = await db
    .selectFrom("customers")
    .select(["id", "name", "last_name", "national_code", "national_id", "mobile", "representative_mobile", "phone"])
    .execute()
  for (const row of rows)
    await db
      .updateTable("customers")
      .set({ search_text: searchTextOf(row) })
      .where("id", "=", row.id)
      .execute()
}

// It calls the live searchTextOf: a later change to that function needs a new migration calling fillSearchTexts again.
/** One search text per customer, so a list search is one LIKE per row instead of nine. */
export const customerSearch = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("customers")
      .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
      .execute()
    await fillSearchTexts(db as unknown as Kysely<Schema>)
  },
})
