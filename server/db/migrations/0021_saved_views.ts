import { sql, type Kysely, type Migration } from "kysely"
import { withId } from "../columns.ts"
import type { Dialect } from "../Database.ts"

/** The views every user of a role starts with (issue 30): the sales manager's quotations to approve, the financial manager's week of cheques and delivered orders still owed. */
export const startingViews = [
  { role: "sales-manager", list: "informal-invoice-list", name: "در انتظار تایید", filters: { state: "pending" } },
  {
    role: "financial-manager",
    list: "checks-list",
    name: "چک‌های سررسید این هفته",
    filters: { state: "in_hand", period: "this-week" },
  },
  {
    role: "financial-manager",
    list: "order-list",
    name: "تحویل‌شده با مانده",
    filters: { production_state: "delivered", has_balance: "1" },
  },
] as const

/**
 * Saved views of the lists: a user's own (user_id) or a role's starting ones (role), each a list's filters as JSON and its
 * order; a user's names are unique per list, and the list of one user's or one role's views is read from an index.
 */
export const savedViews = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable("saved_views"), dialect)
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
      .addColumn("role", "text")
      .addColumn("list", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("filters", "text", (c) => c.notNull())
      .addColumn("sort", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("saved_views_by_user").on("saved_views").columns(["user_id", "list", "name"]).unique().execute()
    await db.schema.createIndex("saved_views_by_role").on("saved_views").columns(["role", "list"]).execute()
    const now = new Date().toISOString()
    for (const view of startingViews)
      await sql`insert into saved_views (user_id, role, list, name, filters, sort, created_at)
        values (null, ${view.role}, ${view.list}, ${view.name}, ${JSON.stringify(view.filters)}, null, ${now})`.execute(db)
  },
})
