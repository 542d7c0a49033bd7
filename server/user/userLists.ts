import { UserId } from "../../domain/identifiers/Ids.ts"
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import { readRoute, type Station } from "../../domain/production/Stations.ts"
import type { Role } from "../../domain/roles/Role.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { containsPattern } from "../http/listQuery.ts"
import { codeOrder, orderedBy, persianOrder } from "../db/listOrder.ts"
import type { Page, PageRequest } from "../db/paging.ts"

/** A user as the management screens see them: never the password hash. */
export interface ManagedUser {
  readonly id: UserId
  readonly name: string
  readonly last_name: string
  readonly personnel_code: string
  readonly mobile: string
  readonly role: string
  readonly is_active: boolean
  /** An operator's stations, in station order; none for every other role. */
  readonly stations: ReadonlyArray<Station>
}

/** The management list's filters: search text (already normalised), active state and role; and its order, newest first without one. */
export interface UserFilter {
  readonly search?: string | undefined
  readonly active?: boolean | undefined
  readonly role?: Role | undefined
  readonly sort?: ListSort<SortKeyOf<"users">> | undefined
}

/** The list queries of users. */
export interface UserLists {
  readonly lookup: (request: PageRequest) => Promise<Page<{ id: number; name: string; last_name: string }>>
  /** One page of the management list, in the filter's order. */
  readonly page: (filter: UserFilter, request: PageRequest) => Promise<Page<ManagedUser>>
  /** The filtered list for a CSV export, in the filter's order, at most `limit` rows. */
  readonly list: (filter: UserFilter, limit: number) => Promise<ReadonlyArray<ManagedUser>>
}

/** The columns of a managed user. */
export const managedColumns = ["id", "name", "last_name", "personnel_code", "mobile", "role", "is_active", "stations"] as const

/** A stored row's flags and stations as the store gives them: stations are kept comma separated, in station order. */
export type Stored<A> = Omit<A, "id" | "is_active" | "stations"> & { id: number; is_active: number; stations: string }

/** A stored row as a managed user. */
export const toManaged = (row: Stored<ManagedUser>): ManagedUser => ({
  ...row,
  id: UserId(row.id),
  is_active: row.is_active === 1,
  stations: readRoute(row.stations),
})

/**
 * A search matches the name, the last name, both together, the personnel code or the mobile; Latin letters in any case.
 * The search text arrives with ASCII digits; names keep the digits as typed, so they are also searched with Persian ones.
 */
const matches =
  (text: string) =>
  (eb: ExpressionBuilder<Schema, "users">): Expression<SqlBool> => {
    const like = (column: Expression<string>, search: string) =>
      sql<SqlBool>`lower(${column}) like lower(${containsPattern(search)}) escape '\\'`
    const fullName = sql<string>`${eb.ref("name")} || ' ' || ${eb.ref("last_name")}`
    const texts = [...new Set([text, toPersianDigits(text)])]
    return eb.or([
      ...texts.flatMap((search) => [like(eb.ref("name"), search), like(eb.ref("last_name"), search), like(fullName, search)]),
      like(eb.ref("personnel_code"), text),
      like(eb.ref("mobile"), text),
    ])
  }

const filtered = (eb: ExpressionBuilder<Schema, "users">, filter: UserFilter): Expression<SqlBool> =>
  eb.and([
    ...(filter.search === undefined ? [] : [matches(filter.search)(eb)]),
    ...(filter.active === undefined ? [] : [eb("is_active", "=", filter.active ? 1 : 0)]),
    ...(filter.role === undefined ? [] : [eb("role", "=", filter.role)]),
  ])

/** The user lists over one database. */
export const userListsIn = ({ db, dialect }: Database): UserLists => {
  const managedList = (filter: UserFilter) => {
    const query = db
      .selectFrom("users")
      .select(managedColumns)
      .where((eb) => filtered(eb, filter))
    const { sort } = filter
    if (sort === undefined) return query.orderBy("id", "desc")
    const columns = {
      name: [persianOrder(dialect, sql.ref("name")), persianOrder(dialect, sql.ref("last_name"))],
      personnel_code: codeOrder(dialect, sql.ref("personnel_code")),
      mobile: codeOrder(dialect, sql.ref("mobile")),
    }[sort.key]
    return orderedBy(query, columns, "id", sort)
  }
  return {
    lookup: async ({ perPage, offset }) => {
      const [rows, total] = await Promise.all([
        db.selectFrom("users").select(["id", "name", "last_name"]).orderBy("id").limit(perPage).offset(offset).execute(),
        db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(total.n) }
    },
    page: async (filter, { perPage, offset }) => {
      const [rows, total] = await Promise.all([
        managedList(filter).limit(perPage).offset(offset).execute(),
        db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where((eb) => filtered(eb, filter))
          .executeTakeFirstOrThrow(),
      ])
      return { rows: rows.map(toManaged), total: Number(total.n) }
    },
    list: async (filter, limit) => (await managedList(filter).limit(limit).execute()).map(toManaged),
  }
}
