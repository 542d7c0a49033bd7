import type { Kysely } from "kysely"
import type { Schema } from "./schema.ts"

/** Which adapter a database runs on; only migrations need to know. */
export type Dialect = "sqlite" | "postgres"

/** An open database: the query builder, its dialect, and how to close it. */
export interface Database {
  readonly db: Kysely<Schema>
  readonly dialect: Dialect
  readonly close: () => Promise<void>
}
