import type { Kysely, Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/** Users' token generation: every token carries the generation it was issued in, and a bump (password change, deactivation) ends all older ones. */
export const users = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("users")
      .addColumn("token_generation", "integer", (c) => c.notNull().defaultTo(0))
      .execute()
  },
})
