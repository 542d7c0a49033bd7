import type { Kysely } from "kysely"
import { startingViews } from "../db/migrations/0021_saved_views.ts"
import type { Schema } from "../db/schema.ts"

/** Each role's starting views, added where missing: migration 0021 writes them once, and a database emptied for the demo gets them back. */
export const seedStartingViews = async (db: Kysely<Schema>, nowIso: string): Promise<void> => {
  for (const view of startingViews) {
    const kept = await db
      .selectFrom("saved_views")
      .select("id")
      .where("role", "=", view.role)
      .where("list", "=", view.list)
      .where("name", "=", view.name)
      .executeTakeFirst()
    if (kept === undefined)
      await db
        .insertInto("saved_views")
        .values({
          user_id: null,
          role: view.role,
          list: view.list,
          name: view.name,
          filters: JSON.stringify(view.filters),
          sort: null,
          created_at: nowIso,
        })
        .execute()
  }
}
