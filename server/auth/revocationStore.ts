import { sql } from "kysely"
import type { Database } from "../db/Database.ts"
import { readCache } from "../db/readCache.ts"

/** A token ended by logout stops at once; one replaced by a refresh keeps a short grace. */
export type RevocationKind = "logout" | "refresh"

/** How a token stands once a refresh has tried to replace it: the first refresh's time, or ended by a logout meanwhile. */
export interface Replaced {
  readonly kind: RevocationKind
  readonly revokedAt: number
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

/** The revoked-tokens port. */
export interface Revocations {
  /** How the token `jti` of family `family` and its user `id` stand; undefined when no such user. */
  readonly authState: (id: number, jti: string, family: string) => Promise<AuthState | undefined>
  /** Ends one token at once. */
  readonly logout: (entry: { jti: string; userId: number; nowMs: number; expiresAt: number }) => Promise<void>
  /** Ends every token of a family (a sign-in and its refreshes): kept as a logout of the family's first token, until `expiresAt`. */
  readonly endFamily: (entry: { family: string; userId: number; nowMs: number; expiresAt: number }) => Promise<void>
  /** Marks a token replaced by a refresh, once: racing refreshes all read the first one's time. */
  readonly replace: (entry: { jti: string; userId: number; nowMs: number; expiresAt: number }) => Promise<Replaced | undefined>
  /** Forgets revocations of tokens that can no longer be used or refreshed anyway. */
  readonly purge: (beforeMs: number) => Promise<void>
}

/** Revocations kept in the database. */
export const revocationsIn = ({ db, prepare, identityVersion }: Database): Revocations => {
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
  const states = readCache<AuthState | null>(identityVersion, 10_000)
  // A logout always ends the grace, and keeps the row as long as the longest-lived token it ends.
  const ended = (jti: string, userId: number, nowMs: number, expiresAt: number) =>
    db
      .insertInto("revoked_tokens")
      .values({ jti, user_id: userId, kind: "logout", revoked_at: nowMs, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict.column("jti").doUpdateSet({
          kind: "logout",
          revoked_at: nowMs,
          expires_at: sql<number>`case when revoked_tokens.expires_at > ${expiresAt} then revoked_tokens.expires_at else ${expiresAt} end`,
        }),
      )
      .execute()
  return {
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
    logout: async ({ jti, userId, nowMs, expiresAt }) => {
      await ended(jti, userId, nowMs, expiresAt)
    },
    endFamily: async ({ family, userId, nowMs, expiresAt }) => {
      await ended(family, userId, nowMs, expiresAt)
    },
    replace: async ({ jti, userId, nowMs, expiresAt }) => {
      await db
        .insertInto("revoked_tokens")
        .values({ jti, user_id: userId, kind: "refresh", revoked_at: nowMs, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column("jti").doNothing())
        .execute()
      const row = await db.selectFrom("revoked_tokens").select(["kind", "revoked_at"]).where("jti", "=", jti).executeTakeFirst()
      return row === undefined
        ? undefined
        : { kind: row.kind === "logout" ? "logout" : "refresh", revokedAt: Number(row.revoked_at) }
    },
    purge: async (beforeMs) => {
      await db.deleteFrom("revoked_tokens").where("expires_at", "<", beforeMs).execute()
    },
  }
}
