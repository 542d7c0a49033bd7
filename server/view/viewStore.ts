import type { Role } from "../../domain/roles/Role.ts"
import type { ViewList } from "../../domain/view/ViewLists.ts"
import type { Database } from "../db/Database.ts"

/** A saved view as stored: a user's own (`userId`) or a role's starting one (`role`). */
export interface ViewRecord {
  readonly id: number
  readonly userId: number | null
  readonly role: string | null
  readonly list: string
  readonly name: string
  readonly filters: Readonly<Record<string, string>>
  readonly sort: string | null
}

/** A view to keep: the user's own, with its list, name, filters and order. */
export interface NewView {
  readonly list: ViewList
  readonly name: string
  readonly filters: Readonly<Record<string, string>>
  readonly sort: string | null
}

/** The SQL of saved views. */
export interface ViewStore {
  /** A user's own views and their role's, of one list or of all, the role's first, then by name. */
  readonly visibleTo: (userId: number, role: Role, list: ViewList | undefined) => Promise<ReadonlyArray<ViewRecord>>
  readonly one: (id: number) => Promise<ViewRecord | undefined>
  /** Inserts a user's view; a name the user already gave a view of the list fails on the unique index. */
  readonly create: (userId: number, view: NewView, nowIso: string) => Promise<ViewRecord>
  /** Renames a user's own view; none when it is not theirs. */
  readonly rename: (id: number, userId: number, name: string) => Promise<ViewRecord | undefined>
  /** Removes a user's own view; whether one was removed. */
  readonly remove: (id: number, userId: number) => Promise<boolean>
}

const columns = ["id", "user_id", "role", "list", "name", "filters", "sort"] as const

/** Filters kept as JSON; a row edited by hand into anything else reads as no filter rather than failing the list. */
const filtersOf = (text: string): Readonly<Record<string, string>> => {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
  } catch {
    return {}
  }
}

const toRecord = (row: {
  id: number
  user_id: number | null
  role: string | null
  list: string
  name: string
  filters: string
  sort: string | null
}): ViewRecord => ({
  id: row.id,
  userId: row.user_id,
  role: row.role,
  list: row.list,
  name: row.name,
  filters: filtersOf(row.filters),
  sort: row.sort,
})

/** Saved views kept in the database. */
export const viewStoreIn = ({ db }: Database): ViewStore => ({
  visibleTo: async (userId, role, list) => {
    const [roles, own] = await Promise.all(
      [db.selectFrom("saved_views").where("role", "=", role), db.selectFrom("saved_views").where("user_id", "=", userId)].map(
        (query) =>
          query
            .select(columns)
            .$if(list !== undefined, (q) => q.where("list", "=", list ?? ""))
            .orderBy("id")
            .execute(),
      ),
    )
    return [...(roles ?? []), ...(own ?? [])].map(toRecord)
  },
  one: async (id) => {
    const row = await db.selectFrom("saved_views").select(columns).where("id", "=", id).executeTakeFirst()
    return row && toRecord(row)
  },
  create: async (userId, view, nowIso) =>
    toRecord(
      await db
        .insertInto("saved_views")
        .values({
          user_id: userId,
          role: null,
          list: view.list,
          name: view.name,
          filters: JSON.stringify(view.filters),
          sort: view.sort,
          created_at: nowIso,
        })
        .returning(columns)
        .executeTakeFirstOrThrow(),
    ),
  rename: async (id, userId, name) => {
    const row = await db
      .updateTable("saved_views")
      .set({ name })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returning(columns)
      .executeTakeFirst()
    return row && toRecord(row)
  },
  remove: async (id, userId) => {
    const result = await db.deleteFrom("saved_views").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  },
})
