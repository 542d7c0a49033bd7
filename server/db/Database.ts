import type { Compilable, Kysely } from "kysely"
import type { Schema } from "./schema.ts"

/** Which adapter a database runs on; only migrations and prepared queries need to know. */
export type Dialect = "sqlite" | "postgres"

/** A read query compiled once; each call passes its parameters in the order the compiled SQL binds them. */
export type PreparedQuery<Row> = (parameters: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Row>>

/** An open database: the query builder, its dialect, and how to close it. */
export interface Database {
  readonly db: Kysely<Schema>
  readonly dialect: Dialect
  /** Compiles a query once and, where the database allows, prepares it once: the per-request hot paths use it. */
  readonly prepare: <Row>(query: Compilable<Row>) => PreparedQuery<Row>
  /**
   * A token that changes whenever anything is committed to the database, by this process or another;
   * undefined where the database cannot tell cheaply (PostgreSQL), and then nothing read may be kept.
   */
  readonly version: () => string | undefined
  /**
   * A token that changes whenever a user or a revoked token is written, by this process or another (SQLite: `version`;
   * PostgreSQL: the notifications of migration 0023 heard, server/db/identityChanges.ts); undefined while it cannot tell.
   */
  readonly identityVersion: () => string | undefined
  /** Says this process committed a write to users or revoked_tokens, so its next request never reads an identity kept from before. */
  readonly identityWritten: () => void
  readonly close: () => Promise<void>
}
