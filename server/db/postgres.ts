import { Kysely, PostgresDialect, type Compilable, type LogEvent } from "kysely"
import pg from "pg"
import type { Database, PreparedQuery } from "./Database.ts"
import { identityWritesPlugin, listenForIdentityChanges } from "./identityChanges.ts"
import { keptSlotKeeper, setKeptSlot } from "./keptSlot.ts"
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
 * Its connections write the kept counts in slots from `firstKeptSlot` (server/db/keptSlot.ts).
 * `onQuery` hears the SQL of every statement run, transactions' included (server/http/statementCounts.test.ts).
 */
export const openPostgres = (
  connectionString: string,
  schema?: string,
  onLost: (error: Error) => void = reportToConsole,
  poolSize = 10,
  firstKeptSlot = 0,
  onQuery?: (sql: string) => void,
): Database => {
  // Each connection adds to its own slot of the kept counts, set before the pool hands it out for its first query.
  const slots = keptSlotKeeper<pg.ClientBase>(firstKeptSlot)
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    fallback_application_name: "glass-back-office",
    connectionTimeoutMillis: connectWaitMs,
    types: types as pg.CustomTypesConfig,
    // JIT compiling a list's query whose estimate runs high took 300 ms of a 14 ms search (docs/server.md, "Capped search totals").
    options: ["-c jit=off", ...(schema ? [`-c search_path=${schema}`] : [])].join(" "),
    onConnect: async (client: pg.ClientBase) => {
      // A connection that cannot take its slot is closed by the pool without a "remove": its slot is given back here.
      await client.query(setKeptSlot(slots.take(client))).catch((error: unknown) => {
        slots.give(client)
        throw error
      })
    },
  })
  // A connection that ends is an "error" on its client, and on the pool too when it was idle: unheard, either would end the process.
  pool.on("connect", (client) => client.on("error", onLost))
  pool.on("remove", (client) => slots.give(client))
  pool.on("error", () => undefined)
  const identity = listenForIdentityChanges(connectionString, schema)
  const db = new Kysely<Schema>({
    dialect: new PostgresDialect({ pool }),
    plugins: [identityWritesPlugin(identity.written)],
    ...(onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql) } : {}),
  })
  // A named statement is parsed and planned once per connection, then only bound and run: the per-request hot paths use it.
  let prepared = 0
  const prepare = <Row>(query: Compilable<Row>): PreparedQuery<Row> => {
    const { sql: text } = query.compile()
    const name = `hot_${(prepared += 1)}`
    return async (parameters) => {
      onQuery?.(text)
      return (await pool.query<Row & pg.QueryResultRow>({ name, text, values: [...parameters] })).rows
    }
  }
  return {
    db,
    dialect: "postgres",
    prepare,
    version: () => undefined,
    identityVersion: identity.version,
    identityWritten: identity.written,
    close: async () => {
      await identity.close()
      await db.destroy()
    },
  }
}
