import type { Kysely } from "kysely"
import { sql } from "kysely"
import type { Schema } from "../db/schema.ts"

/** A token ended by logout stops at once; one replaced by a refresh keeps a short grace. */
export type RevocationKind = "logout" | "refresh"

/** How a token stands once a refresh has tried to replace it: the first refresh's time, or ended by a logout meanwhile. */
export interface Replaced {
  readonly kind: RevocationKind
  readonly revokedAt: number
}

/** The revoked-tokens port. */
export interface Revocations {
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
export const revocationsIn = (db: Kysely<Schema>): Revocations => {
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
