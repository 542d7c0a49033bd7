import type { Kysely, Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/**
 * The counts every dashboard home reads on each visit, from an index alone: a user's unread notifications (and their list,
 * newest first), and the active customers, all or one expert's. A manager is told of every move, so reading their
 * notifications row by row to find the unread few cost tens of milliseconds at a million invoices.
 */
export const homeCountsIndexes = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("notifications_unread_by_user")
      .on("notifications")
      .columns(["user_id", "read_at", "id"])
      .execute()
    await db.schema.createIndex("customers_active_by_expert").on("customers").columns(["is_active", "sales_expert_id"]).execute()
  },
})
