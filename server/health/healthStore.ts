import { sql, type Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"

/** The database's smallest question, to tell whether it answers. */
export interface HealthStore {
  /** Resolves when the database answers; rejects with its error otherwise. */
  readonly ping: () => Promise<void>
}

/** The health question over one database. */
export const healthStoreIn = (db: Kysely<Schema>): HealthStore => ({
  ping: async () => {
    await sql`select 1`.execute(db)
  },
})
