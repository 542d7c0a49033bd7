import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/**
 * PostgreSQL: every statement that writes users or revoked_tokens, truncation included, notifies its schema's identity
 * channel when it commits, so every server drops the signed-in identities it keeps (server/db/identityChanges.ts). SQLite
 * needs nothing: its data_version moves on any commit.
 */
export const identityChanges = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== "postgres") return
    await sql`create function identity_changed() returns trigger language plpgsql as $body$
      begin perform pg_notify(current_schema() || '_identity', ''); return null; end $body$`.execute(db)
    for (const table of ["users", "revoked_tokens"])
      await sql`create trigger ${sql.raw(`${table}_identity_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function identity_changed()`.execute(db)
  },
})
