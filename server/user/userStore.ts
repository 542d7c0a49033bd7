import { Result } from "effect"
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import { readRoute, storedRoute, type Station } from "../../domain/production/Stations.ts"
import type { Role } from "../../domain/roles/Role.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { uniqueColumnOf } from "../db/uniqueViolation.ts"
import { containsPattern } from "../http/listQuery.ts"
import { codeOrder, orderedBy, persianOrder } from "../db/listOrder.ts"
import { readCache } from "../db/readCache.ts"
import type { Page, PageRequest } from "../db/paging.ts"

/** A user as created, before the database gives it an id. */
export interface NewUser {
  readonly name: string
  readonly last_name: string
  readonly personnel_code: string
  readonly mobile: string
  readonly role: string
  readonly password_hash: string
  readonly is_active: boolean
  /** An operator's stations, in station order; none for every other role. */
  readonly stations: ReadonlyArray<Station>
}

/** A user as sign-in and the me call need them. */
export interface UserRecord extends NewUser {
  readonly id: number
  /** Tokens carry it; a password change or a deactivation bumps it, ending every older token. */
  readonly token_generation: number
}

/** A user as the management screens see them: never the password hash. */
export interface ManagedUser {
  readonly id: number
  readonly name: string
  readonly last_name: string
  readonly personnel_code: string
  readonly mobile: string
  readonly role: string
  readonly is_active: boolean
  /** An operator's stations, in station order; none for every other role. */
  readonly stations: ReadonlyArray<Station>
}

/** What each authenticated request learns in one query: the user's role, state and token generation, and whether the token was revoked. */
export interface AuthState {
  readonly role: string
  readonly isActive: boolean
  readonly generation: number
  readonly revokedKind: string | null
  readonly revokedAt: number | null
  /** Whether the token's family was signed out (a logout of the family's first token). */
  readonly familyEnded: boolean
}

/** The management list's filters: search text (already normalised), active state and role; and its order, newest first without one. */
export interface UserFilter {
  readonly search?: string | undefined
  readonly active?: boolean | undefined
  readonly role?: Role | undefined
  readonly sort?: ListSort<SortKeyOf<"users">> | undefined
}

/** What a save writes: every field, and a new hash or null to keep the stored password. */
export interface UserWrite extends Omit<ManagedUser, "id"> {
  readonly password_hash: string | null
}

/** The unique columns of the users table. */
export type UniqueUserField = "personnel_code" | "mobile"

/** What a save decides on, read inside its transaction. */
export interface SaveFacts {
  /** The user as stored; none when creating. */
  readonly before: ManagedUser | undefined
  /** Every active super-admin (locked for the transaction on PostgreSQL, so two saves cannot both remove the last one). */
  readonly activeSuperAdmins: ReadonlyArray<{ readonly id: number; readonly role: string; readonly is_active: boolean }>
  /** Stored users holding the personnel code or the mobile the save asks for. */
  readonly clashes: ReadonlyArray<{ readonly id: number; readonly personnel_code: string; readonly mobile: string }>
}

/** How a save ended: saved, no such user, refused by the caller's rules, or a unique column already taken (a race the first check missed). */
export type SaveAnswer<E> =
  | { readonly kind: "saved"; readonly user: ManagedUser }
  | { readonly kind: "missing" }
  | { readonly kind: "refused"; readonly refusal: E }
  | { readonly kind: "taken"; readonly field: UniqueUserField }

/** The users port. */
export interface Users {
  readonly byLogin: (field: "mobile" | "personnel_code", value: string) => Promise<UserRecord | undefined>
  readonly byId: (id: number) => Promise<UserRecord | undefined>
  readonly authState: (id: number, jti: string, family: string) => Promise<AuthState | undefined>
  readonly lookup: (request: PageRequest) => Promise<Page<{ id: number; name: string; last_name: string }>>
  readonly create: (user: NewUser, nowIso: string) => Promise<number>
  readonly count: () => Promise<number>
  /** One page of the management list, in the filter's order. */
  readonly page: (filter: UserFilter, request: PageRequest) => Promise<Page<ManagedUser>>
  /** The filtered list for a CSV export, in the filter's order, at most `limit` rows. */
  readonly list: (filter: UserFilter, limit: number) => Promise<ReadonlyArray<ManagedUser>>
  readonly managed: (id: number) => Promise<ManagedUser | undefined>
  /**
   * Creates (no id) or updates a user in one transaction: reads the facts, lets `decide` refuse or answer the
   * write, and writes it. A new password or a deactivation bumps the token generation, signing the user out.
   */
  readonly save: <E>(
    id: number | undefined,
    keys: { readonly personnel_code: string; readonly mobile: string } | undefined,
    decide: (facts: SaveFacts) => Result.Result<UserWrite, E>,
    nowIso: string,
  ) => Promise<SaveAnswer<E>>
  /** Stores a new password hash and bumps the token generation; answers the new generation, or undefined when no such user. */
  readonly changePassword: (id: number, passwordHash: string) => Promise<number | undefined>
}

const columns = [
  "id",
  "name",
  "last_name",
  "personnel_code",
  "mobile",
  "role",
  "password_hash",
  "is_active",
  "token_generation",
  "stations",
] as const
const managedColumns = ["id", "name", "last_name", "personnel_code", "mobile", "role", "is_active", "stations"] as const

/** A stored row's flags and stations as the port gives them: stations are kept comma separated, in station order. */
type Stored<A> = Omit<A, "is_active" | "stations"> & { is_active: number; stations: string }

const toRecord = (row: Stored<UserRecord>): UserRecord => ({
  ...row,
  is_active: row.is_active === 1,
  token_generation: Number(row.token_generation),
  stations: readRoute(row.stations),
})
const toManaged = (row: Stored<ManagedUser>): ManagedUser => ({
  ...row,
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

/** Which unique column a database error says was violated, if any. */
export const uniqueViolationOf = (error: unknown): UniqueUserField | undefined =>
  uniqueColumnOf(error, ["personnel_code", "mobile"])

/** Users kept in the database. */
export const usersIn = ({ db, dialect, prepare, version }: Database): Users => {
  // Every authenticated request asks this: prepared once.
  const authRow = prepare(
    db
      .selectFrom("users")
      .leftJoin("revoked_tokens", (join) =>
        join.on("revoked_tokens.jti", "=", "").onRef("revoked_tokens.user_id", "=", "users.id"),
      )
      .leftJoin("revoked_tokens as family", (join) =>
        join.on("family.jti", "=", "").onRef("family.user_id", "=", "users.id").on("family.kind", "=", "logout"),
      )
      .select([
        "users.role",
        "users.is_active",
        "users.token_generation",
        "revoked_tokens.kind",
        "revoked_tokens.revoked_at",
        "family.jti as family_ended",
      ])
      .where("users.id", "=", 0),
  )
  const states = readCache<AuthState | null>(version, 10_000)
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
  // Only PostgreSQL runs transactions side by side; SQLite's single writer already serialises them. The lock is FOR NO KEY
  // UPDATE: it still serialises two saves, but never waits on (nor deadlocks with) an invoice or notice whose foreign key holds a user.
  const locking = dialect === "postgres"
  return {
    byLogin: async (field, value) => {
      const row = await db.selectFrom("users").select(columns).where(field, "=", value).executeTakeFirst()
      return row && toRecord(row)
    },
    byId: async (id) => {
      const row = await db.selectFrom("users").select(columns).where("id", "=", id).executeTakeFirst()
      return row && toRecord(row)
    },
    authState: async (id, jti, family) => {
      const state = await states(`${id}:${jti}:${family}`, async () => {
        const [row] = await authRow([jti, family, "logout", id])
        return row
          ? {
              role: row.role,
              isActive: row.is_active === 1,
              generation: Number(row.token_generation),
              revokedKind: row.kind,
              revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
              familyEnded: row.family_ended !== null,
            }
          : null
      })
      return state ?? undefined
    },
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
    create: async (user, nowIso) => {
      const row = await db
        .insertInto("users")
        .values({ ...user, is_active: user.is_active ? 1 : 0, stations: storedRoute(user.stations), created_at: nowIso })
        .returning("id")
        .executeTakeFirstOrThrow()
      return row.id
    },
    count: async () =>
      Number(
        (
          await db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
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
    managed: async (id) => {
      const row = await db.selectFrom("users").select(managedColumns).where("id", "=", id).executeTakeFirst()
      return row && toManaged(row)
    },
    save: async <E>(
      id: number | undefined,
      keys: { readonly personnel_code: string; readonly mobile: string } | undefined,
      decide: (facts: SaveFacts) => Result.Result<UserWrite, E>,
      nowIso: string,
    ): Promise<SaveAnswer<E>> => {
      try {
        return await db.transaction().execute(async (trx): Promise<SaveAnswer<E>> => {
          const activeSuperAdmins = await trx
            .selectFrom("users")
            .select(["id", "role", "is_active"])
            .where("role", "=", "super-admin")
            .where("is_active", "=", 1)
            .$if(locking, (query) => query.forNoKeyUpdate())
            .execute()
          const stored =
            id === undefined
              ? undefined
              : await trx
                  .selectFrom("users")
                  .select(managedColumns)
                  .where("id", "=", id)
                  .$if(locking, (query) => query.forNoKeyUpdate())
                  .executeTakeFirst()
          if (id !== undefined && stored === undefined) return { kind: "missing" }
          const before = stored && toManaged(stored)
          const clashes =
            keys === undefined
              ? []
              : await trx
                  .selectFrom("users")
                  .select(["id", "personnel_code", "mobile"])
                  .where((eb) => eb.or([eb("personnel_code", "=", keys.personnel_code), eb("mobile", "=", keys.mobile)]))
                  .execute()
          const decided = decide({
            before,
            activeSuperAdmins: activeSuperAdmins.map((row) => ({ ...row, is_active: row.is_active === 1 })),
            clashes,
          })
          if (Result.isFailure(decided)) return { kind: "refused", refusal: decided.failure }
          const { name, last_name, personnel_code, mobile, role, is_active, password_hash, stations } = decided.success
          const values = {
            name,
            last_name,
            personnel_code,
            mobile,
            role,
            is_active: is_active ? 1 : 0,
            stations: storedRoute(stations),
          }
          if (before === undefined) {
            if (password_hash === null) throw new Error("a new user needs a password")
            const row = await trx
              .insertInto("users")
              .values({ ...values, password_hash, created_at: nowIso })
              .returning(managedColumns)
              .executeTakeFirstOrThrow()
            return { kind: "saved", user: toManaged(row) }
          }
          const endsSessions = password_hash !== null || (before.is_active && !is_active)
          const row = await trx
            .updateTable("users")
            .set({
              ...values,
              ...(password_hash === null ? {} : { password_hash }),
              ...(endsSessions ? { token_generation: sql<number>`token_generation + 1` } : {}),
            })
            .where("id", "=", before.id)
            .returning(managedColumns)
            .executeTakeFirstOrThrow()
          return { kind: "saved", user: toManaged(row) }
        })
      } catch (error) {
        const field = uniqueViolationOf(error)
        if (field === undefined) throw error
        return { kind: "taken", field }
      }
    },
    changePassword: async (id, passwordHash) => {
      const row = await db
        .updateTable("users")
        .set({ password_hash: passwordHash, token_generation: sql<number>`token_generation + 1` })
        .where("id", "=", id)
        .returning("token_generation")
        .executeTakeFirst()
      return row && Number(row.token_generation)
    },
  }
}
