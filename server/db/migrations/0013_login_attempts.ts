import type { Kysely, Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/**
 * The sign-in throttle's counters (one row per account, address, account and address, or device) and the addresses
 * each account has signed in from: kept in the database so a restart forgets nothing and several servers share them.
 */
export const loginAttempts = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("login_attempts")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .addColumn("locked_until", "bigint", (c) => c.notNull())
      .addColumn("strikes", "integer", (c) => c.notNull())
      .addColumn("last_failure_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("login_attempts_by_age").on("login_attempts").column("updated_at").execute()
    await db.schema
      .createTable("known_sign_ins")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("signed_in_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("known_sign_ins_pk", ["user_id", "address"])
      .execute()
    await db.schema.createIndex("known_sign_ins_by_age").on("known_sign_ins").column("signed_in_at").execute()
  },
})
