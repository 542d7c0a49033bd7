import type { Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"

const written = ["laminate_colors", "announcement_titles", "announcements", "notifications", "counters", "users"] as const

/** Every row of every table the API writes, to prove a refused request wrote nothing. */
export const snapshot = async (db: Kysely<Schema>) => {
  const tables: Record<string, unknown> = {}
  for (const table of written) tables[table] = await db.selectFrom(table).selectAll().orderBy(table === "counters" ? "name" : "id").execute()
  return tables
}
