import type { Database } from "../db/Database.ts"
import { readCache } from "./readCache.ts"
import type { Page, PageRequest } from "./paging.ts"

/** A user as created, before the database gives it an id. */
export interface NewUser {
  readonly name: string
  readonly last_name: string
  readonly personnel_code: string
  readonly mobile: string
  readonly role: string
  readonly password_hash: string
  readonly is_active: boolean
}

/** A user as sign-in and the me call need them. */
export interface UserRecord extends NewUser {
  readonly id: number
}

/** What each authenticated request learns in one query: the user's role and state, and whether the token was revoked. */
export interface AuthState {
  readonly role: string
  readonly isActive: boolean
  readonly revokedKind: string | null
  readonly revokedAt: number | null
}

/** The users port. */
export interface Users {
  readonly byLogin: (field: "mobile" | "personnel_code", value: string) => Promise<UserRecord | undefined>
  readonly byId: (id: number) => Promise<UserRecord | undefined>
  readonly authState: (id: number, jti: string) => Promise<AuthState | undefined>
  readonly lookup: (request: PageRequest) => Promise<Page<{ id: number; name: string; last_name: string }>>
  readonly create: (user: NewUser, nowIso: string) => Promise<number>
  readonly count: () => Promise<number>
}

const columns = ["id", "name", "last_name", "personnel_code", "mobile", "role", "password_hash", "is_active"] as const

const toRecord = (row: Omit<UserRecord, "is_active"> & { is_active: number }): UserRecord => ({ ...row, is_active: row.is_active === 1 })

/** Users kept in the database. */
export const usersIn = ({ db, prepare, version }: Database): Users => {
  // Every authenticated request asks this: prepared once.
  const authRow = prepare(
    db
      .selectFrom("users")
      .leftJoin("revoked_tokens", (join) => join.on("revoked_tokens.jti", "=", "").onRef("revoked_tokens.user_id", "=", "users.id"))
      .select(["users.role", "users.is_active", "revoked_tokens.kind", "revoked_tokens.revoked_at"])
      .where("users.id", "=", 0),
  )
  const states = readCache<AuthState | null>(version, 10_000)
  return {
    byLogin: async (field, value) => {
      const row = await db.selectFrom("users").select(columns).where(field, "=", value).executeTakeFirst()
      return row && toRecord(row)
    },
    byId: async (id) => {
      const row = await db.selectFrom("users").select(columns).where("id", "=", id).executeTakeFirst()
      return row && toRecord(row)
    },
    authState: async (id, jti) => {
      const state = await states(`${id}:${jti}`, async () => {
        const [row] = await authRow([jti, id])
        return row ? { role: row.role, isActive: row.is_active === 1, revokedKind: row.kind, revokedAt: row.revoked_at === null ? null : Number(row.revoked_at) } : null
      })
      return state ?? undefined
    },
    lookup: async ({ perPage, offset }) => {
      const [rows, total] = await Promise.all([
        db.selectFrom("users").select(["id", "name", "last_name"]).orderBy("id").limit(perPage).offset(offset).execute(),
        db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(total.n) }
    },
    create: async (user, nowIso) => {
      const row = await db
        .insertInto("users")
        .values({ ...user, is_active: user.is_active ? 1 : 0, created_at: nowIso })
        .returning("id")
        .executeTakeFirstOrThrow()
      return row.id
    },
    count: async () => Number((await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
  }
}
