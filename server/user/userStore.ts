import { UserId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import { sql } from "kysely"
import { readRoute, storedRoute, type Station } from "../../domain/production/Stations.ts"
import type { Database } from "../db/Database.ts"
import { uniqueColumnOf } from "../db/uniqueViolation.ts"
import { managedColumns, toManaged, userListsIn, type ManagedUser, type Stored, type UserLists } from "./userLists.ts"
import { UserNotFound, UserTaken } from "./UserRefusal.ts"

/** A user as sign-in and the me call need them. */
export interface UserRecord {
  readonly id: UserId
  readonly name: string
  readonly last_name: string
  readonly personnel_code: string
  readonly mobile: string
  readonly role: string
  readonly password_hash: string
  readonly is_active: boolean
  /** Tokens carry it; a password change or a deactivation bumps it, ending every older token. */
  readonly token_generation: number
  /** An operator's stations, in station order; none for every other role. */
  readonly stations: ReadonlyArray<Station>
}

/** What a save writes: every field, and a new hash or null to keep the stored password. */
export interface UserWrite extends Omit<ManagedUser, "id"> {
  readonly password_hash: string | null
}

/** What a save decides on, read inside its transaction. */
export interface SaveFacts {
  /** The user as stored; none when creating. */
  readonly before: ManagedUser | undefined
  /** Every active super-admin (locked for the transaction on PostgreSQL, so two saves cannot both remove the last one). */
  readonly activeSuperAdmins: ReadonlyArray<{ readonly id: number; readonly role: string; readonly is_active: boolean }>
  /** Stored users holding the personnel code or the mobile the save asks for. */
  readonly clashes: ReadonlyArray<{ readonly id: number; readonly personnel_code: string; readonly mobile: string }>
}

/** The SQL of users. */
export interface UserStore extends UserLists {
  readonly byLogin: (field: "mobile" | "personnel_code", value: string) => Promise<UserRecord | undefined>
  readonly byId: (id: UserId) => Promise<UserRecord | undefined>
  readonly count: () => Promise<number>
  readonly managed: (id: UserId) => Promise<ManagedUser | undefined>
  /**
   * Creates (no id) or updates a user in one transaction: reads the facts, lets `decide` refuse or answer the write,
   * and writes it. A new password or a deactivation bumps the token generation, signing the user out. Refused with
   * `decide`'s refusal, UserNotFound for an unknown id, or UserTaken when the unique index finds a clash the check missed.
   */
  readonly save: <E>(
    id: number | undefined,
    keys: { readonly personnel_code: string; readonly mobile: string } | undefined,
    decide: (facts: SaveFacts) => Result.Result<UserWrite, E>,
    nowIso: string,
  ) => Promise<Result.Result<ManagedUser, E | UserNotFound | UserTaken>>
  /** Stores a new password hash and bumps the token generation; answers the new generation, or undefined when no such user. */
  readonly changePassword: (id: UserId, passwordHash: string) => Promise<number | undefined>
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

const toRecord = (row: Stored<UserRecord>): UserRecord => ({
  ...row,
  id: UserId(row.id),
  is_active: row.is_active === 1,
  token_generation: Number(row.token_generation),
  stations: readRoute(row.stations),
})

/** Users kept in the database. */
export const userStoreIn = (database: Database): UserStore => {
  const { db, dialect } = database
  // Only PostgreSQL runs transactions side by side; SQLite's single writer already serialises them. The lock is FOR NO KEY
  // UPDATE: it still serialises two saves, but never waits on (nor deadlocks with) an invoice or notice whose foreign key holds a user.
  const locking = dialect === "postgres"
  return {
    ...userListsIn(database),
    byLogin: async (field, value) => {
      const row = await db.selectFrom("users").select(columns).where(field, "=", value).executeTakeFirst()
      return row && toRecord(row)
    },
    byId: async (id) => {
      const row = await db.selectFrom("users").select(columns).where("id", "=", id).executeTakeFirst()
      return row && toRecord(row)
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
    managed: async (id) => {
      const row = await db.selectFrom("users").select(managedColumns).where("id", "=", id).executeTakeFirst()
      return row && toManaged(row)
    },
    save: async <E>(
      id: number | undefined,
      keys: { readonly personnel_code: string; readonly mobile: string } | undefined,
      decide: (facts: SaveFacts) => Result.Result<UserWrite, E>,
      nowIso: string,
    ): Promise<Result.Result<ManagedUser, E | UserNotFound | UserTaken>> => {
      try {
        return await db.transaction().execute(async (trx): Promise<Result.Result<ManagedUser, E | UserNotFound>> => {
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
          if (id !== undefined && stored === undefined) return Result.fail(new UserNotFound())
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
          if (Result.isFailure(decided)) return Result.fail(decided.failure)
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
            return Result.succeed(toManaged(row))
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
          return Result.succeed(toManaged(row))
        })
      } catch (error) {
        const field = uniqueColumnOf(error, ["personnel_code", "mobile"])
        if (field === undefined) throw error
        return Result.fail(new UserTaken({ field }))
      } finally {
        // A save may end sessions or change a role: the identities this process keeps are dropped once its transaction has ended.
        database.identityWritten()
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
