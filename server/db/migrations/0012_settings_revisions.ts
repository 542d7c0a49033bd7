import { sql, type Kysely, type Migration } from "kysely"
import { withId } from "../columns.ts"
import type { Dialect } from "../Database.ts"

/**
 * The settings' history (one row per save, numbered, the number unique so two saves of one version cannot both land)
 * and the tax office's codes, empty until the super-admin enters the company's own: a code is never invented here.
 */
export const settingsRevisions = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable("settings_revisions"), dialect)
      .addColumn("number", "integer", (c) => c.notNull().unique())
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("changes", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await sql`insert into settings (key, value, updated_at) values ('tax', ${JSON.stringify({ memory_id: null, fare_sstid: null, unit_code: null })}, ${new Date(0).toISOString()})`.execute(
      db,
    )
  },
})
