import { Kysely, PostgresDialect, type Compilable, type LogEvent } from "kysely"
import pg from "pg"
import type { Database, PreparedQuery } from "./Database.ts"
import type { Schema } from "./schema.ts"

const int8 = 20
const numeric = 1700

/** bigint columns hold rials and epoch milliseconds, all within Number's exact range. */
const types = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === int8 || oid === numeric ? (text: string) => Number(text) : pg.types.getTypeParser(oid, format),
}

/** How long a request waits for a new connection before it is answered 503 (a database host that stopped answering). */
const connectWaitMs = 5000

const reportToConsole = (error: Error) => console.error("PostgreSQL connection lost; the next request reconnects", error)

/**
 * Opens a PostgreSQL database; `schema` puts every table in that schema (tests use a fresh one per file). A connection the server
 * ends (restart, failover, pg_terminate_backend, idle_session_timeout) is reported to `onLost` and dropped from the pool, never
 * fatal: the requests it was serving fail (503), later ones connect again. An `application_name` in the URL or PGAPPNAME names the sessions.
 * `onQuery` hears the SQL of every statement run, transactions' included (server/http/statementCounts.test.ts).
 */
export const openPostgres = (
  connectionString: string,
  schema?: string,
  onLost: (error: Error) => void = reportToConsole,
  poolSize = 10,
  onQuery?: (sql: string) => void,
): Database => {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    fallback_application_name: "glass-back-office",
    connectionTimeoutMillis: connectWaitMs,
    types: types as pg.CustomTypesConfig,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // A connection that ends is an "error" on its client, and on the pool too when it was idle: unheard, either would end the process.
  pool.on("connect", (client) => client.on("error", onLost))
  pool.on("error", () => undefined)
  const db = new Kysely<Schema>({
    dialect: new PostgresDialect({ pool }),
    ...(onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql) } : {}),
  })
  const prepare = <Row>(query: Compilable<Row>): PreparedQuery<Row> => {
    const compiled = query.compile()
    return async (parameters) => (await db.executeQuery<Row>({ ...compiled, parameters })).rows
  }
  return { db, dialect: "postgres", prepare, version: () => undefined, close: () => db.destroy() }
}
