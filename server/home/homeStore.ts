import type { Kysely } from "kysely"
import type { Role } from "../../domain/roles/Role.ts"
import type { Schema } from "../db/schema.ts"

/** An active block of an active title, with its title's text; whether it shows today is the domain's rule. */
export interface HomeAnnouncementRecord {
  readonly id: number
  readonly title_id: number
  readonly title: string
  readonly content: string
  readonly link: string | null
  /** The stored attachment's name. */
  readonly file_name: string | null
  readonly is_active: boolean
  readonly is_pinned: boolean
  readonly show_from: string
  readonly show_until: string | null
}

/** The reads of the dashboard home; each is one small query. */
export interface HomeStore {
  /** Active blocks of active titles: pinned first, then newest title first, in each title's order. */
  readonly announcements: () => Promise<ReadonlyArray<HomeAnnouncementRecord>>
  readonly unreadNotifications: (userId: number) => Promise<number>
  /** Active customers, or only those a sales expert owns. */
  readonly activeCustomers: (ownerId?: number) => Promise<number>
  /** Active users, or only those of one role. */
  readonly activeUsers: (role?: Role) => Promise<number>
  /** Quotations (informal invoices) waiting for a manager's approval, counted from the (kind, state) index. */
  readonly quotationsAwaitingApproval: () => Promise<number>
  /** The stored access of a sales expert, as far as seeing customers goes; undefined when none was saved. */
  readonly customerAccess: (
    userId: number,
  ) => Promise<{ readonly is_active: boolean; readonly may_see_all_customers: boolean } | undefined>
}

const counted = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: number | string | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n)

/** The dashboard's reads over the database. */
export const homeStoreIn = (db: Kysely<Schema>): HomeStore => ({
  announcements: async () => {
    const rows = await db
      .selectFrom("announcements as b")
      .innerJoin("announcement_titles as t", "t.id", "b.title_id")
      .select([
        "b.id",
        "b.title_id",
        "t.title",
        "b.content",
        "b.link",
        "b.file_name",
        "b.is_active",
        "b.is_pinned",
        "b.show_from",
        "b.show_until",
      ])
      .where("t.is_active", "=", 1)
      .where("b.is_active", "=", 1)
      .orderBy("b.is_pinned", "desc")
      .orderBy("b.title_id", "desc")
      .orderBy("b.position")
      .execute()
    return rows.map((row) => ({ ...row, is_active: row.is_active === 1, is_pinned: row.is_pinned === 1 }))
  },
  unreadNotifications: (userId) =>
    counted(
      db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("read_at", "is", null),
    ),
  activeCustomers: (ownerId) =>
    counted(
      db
        .selectFrom("customers")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("is_active", "=", 1)
        .$if(ownerId !== undefined, (query) => query.where("sales_expert_id", "=", ownerId ?? 0)),
    ),
  activeUsers: (role) => {
    const active = db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_active", "=", 1)
    return counted(role === undefined ? active : active.where("role", "=", role))
  },
  quotationsAwaitingApproval: () =>
    counted(
      db
        .selectFrom("invoices")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("kind", "=", "informal")
        .where("state", "=", "pending"),
    ),
  customerAccess: async (userId) => {
    const row = await db
      .selectFrom("sales_expert_access")
      .select(["is_active", "may_see_all_customers"])
      .where("user_id", "=", userId)
      .executeTakeFirst()
    return row && { is_active: row.is_active === 1, may_see_all_customers: row.may_see_all_customers === 1 }
  },
})
