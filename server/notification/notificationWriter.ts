import type { Transaction } from "kysely"
import type { Role } from "../../domain/roles/Role.ts"
import type { Schema } from "../db/schema.ts"

/** A notification a move sends: to every active user of some roles and to some users (a missing owner is nobody). */
export interface MoveNotice {
  readonly roles: ReadonlyArray<Role>
  readonly users: ReadonlyArray<number | null>
  readonly status: "informal" | "formal" | "system"
  readonly message: string
  readonly reason: string | null
}

/** Writes a move's notifications, one per recipient (a user named twice is told once, the mover is never told of their own move). */
export const writeNotices = async (
  trx: Transaction<Schema>,
  record: { readonly serial_number: number | null },
  notices: ReadonlyArray<MoveNotice>,
  moverId: number,
  nowIso: string,
) => {
  for (const notice of notices) {
    const byRole =
      notice.roles.length === 0
        ? []
        : await trx
            .selectFrom("users")
            .select("id")
            .where("role", "in", [...notice.roles])
            .where("is_active", "=", 1)
            .execute()
    const recipients = [
      ...new Set([...byRole.map((row) => row.id), ...notice.users.filter((id): id is number => id !== null)]),
    ].filter((id) => id !== moverId)
    for (const user_id of recipients)
      await trx
        .insertInto("notifications")
        .values({
          user_id,
          status: notice.status,
          message: notice.message,
          reason: notice.reason,
          serial_number: record.serial_number,
          read_at: null,
          created_at: nowIso,
        })
        .execute()
  }
}

/** A notice the domain addresses to roles and perhaps the owning expert, as the writer takes it (no owner is nobody). */
export const toMoveNotice =
  (owner: number | null) =>
  (notice: {
    readonly toRoles: ReadonlyArray<Role>
    readonly toOwner: boolean
    readonly status: MoveNotice["status"]
    readonly message: string
  }): MoveNotice => ({
    roles: notice.toRoles,
    users: notice.toOwner ? [owner] : [],
    status: notice.status,
    message: notice.message,
    reason: null,
  })
