import type { NotificationId } from "../../domain/identifiers/Ids.ts"
import type { Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"

/** A notification as stored. */
export interface NotificationRecord {
  readonly id: number
  readonly status: string
  readonly message: string
  readonly reason: string | null
  readonly serial_number: number | null
  readonly read_at: string | null
  readonly created_at: string
}

/** The reading side of the notifications; every call is scoped to one user, so another user's notification is never found. */
export interface NotificationStore {
  readonly list: (userId: number, unreadOnly: boolean) => Promise<ReadonlyArray<NotificationRecord>>
  readonly markRead: (userId: number, id: NotificationId, nowIso: string) => Promise<NotificationRecord | undefined>
  readonly markAllRead: (userId: number, nowIso: string) => Promise<number>
}

/** The most notifications one list answers, newest first. */
export const notificationListLimit = 100

const columns = ["id", "status", "message", "reason", "serial_number", "read_at", "created_at"] as const
const toRecord = (row: NotificationRecord): NotificationRecord => ({
  ...row,
  serial_number: row.serial_number === null ? null : Number(row.serial_number),
})

/** Notifications kept in the database. */
export const notificationStoreIn = (db: Kysely<Schema>): NotificationStore => ({
  list: async (userId, unreadOnly) => {
    const rows = await db
      .selectFrom("notifications")
      .select(columns)
      .where("user_id", "=", userId)
      .$if(unreadOnly, (query) => query.where("read_at", "is", null))
      .orderBy("id", "desc")
      .limit(notificationListLimit)
      .execute()
    return rows.map(toRecord)
  },
  markRead: async (userId, id, nowIso) => {
    await db
      .updateTable("notifications")
      .set({ read_at: nowIso })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .where("read_at", "is", null)
      .execute()
    const row = await db
      .selectFrom("notifications")
      .select(columns)
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst()
    return row && toRecord(row)
  },
  markAllRead: async (userId, nowIso) => {
    const result = await db
      .updateTable("notifications")
      .set({ read_at: nowIso })
      .where("user_id", "=", userId)
      .where("read_at", "is", null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  },
})
