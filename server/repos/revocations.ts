import type { Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"

/** A token ended by logout stops at once; one replaced by a refresh keeps a short grace. */
export type RevocationKind = "logout" | "refresh"

/** The revoked-tokens port. */
export interface Revocations {
  readonly revoke: (entry: { jti: string; userId: number; kind: RevocationKind; nowMs: number; expiresAt: number }) => Promise<void>
  /** Forgets revocations of tokens that can no longer be used or refreshed anyway. */
  readonly purge: (beforeMs: number) => Promise<void>
}

/** Revocations kept in the database. */
export const revocationsIn = (db: Kysely<Schema>): Revocations => ({
  revoke: async ({ jti, userId, kind, nowMs, expiresAt }) => {
    const insert = db.insertInto("revoked_tokens").values({ jti, user_id: userId, kind, revoked_at: nowMs, expires_at: expiresAt })
    // A second refresh of the same token keeps the first revocation's time; a logout always ends the grace.
    await (kind === "logout"
      ? insert.onConflict((conflict) => conflict.column("jti").doUpdateSet({ kind: "logout", revoked_at: nowMs }))
      : insert.onConflict((conflict) => conflict.column("jti").doNothing())
    ).execute()
  },
  purge: async (beforeMs) => {
    await db.deleteFrom("revoked_tokens").where("expires_at", "<", beforeMs).execute()
  },
})
