import BetterSqlite3 from "better-sqlite3"
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type Compilable, type DatabaseConnection, type SqliteDialectConfig } from "kysely"
import type { Database, PreparedQuery } from "./Database.ts"
import type { Schema } from "./schema.ts"

/**
 * How long a statement waits for a lock another process holds before it fails with SQLITE_BUSY (answered 503). better-sqlite3
 * waits on the event loop, so this stays short: enough for another process's commit, never seconds of every request frozen.
 */
export const lockWaitMs = 50

const connect = (file: string) => {
  const connection = new BetterSqlite3(file)
  if (file !== ":memory:") connection.pragma("journal_mode = WAL")
  connection.pragma("foreign_keys = ON")
  connection.pragma("synchronous = NORMAL")
  connection.pragma(`busy_timeout = ${lockWaitMs}`)
  return connection
}

/** The most statements kept prepared per connection; past it the cache starts again (filter combinations are few). */
const maxKeptStatements = 500

/**
 * The connection as kysely sees it, preparing each distinct SQL text once: better-sqlite3 runs a statement to its end
 * synchronously, so one statement object serves every later call of the same text.
 */
const keepingStatements = (connection: BetterSqlite3.Database) => {
  const kept = new Map<string, BetterSqlite3.Statement>()
  return {
    close: () => connection.close(),
    prepare: (sql: string) => {
      const known = kept.get(sql)
      if (known !== undefined) return known
      if (kept.size >= maxKeptStatements) kept.clear()
      const statement = connection.prepare(sql)
      kept.set(sql, statement)
      return statement
    },
  }
}

/**
 * kysely begins SQLite transactions deferred: one that reads before it writes must then upgrade its read lock, and when
 * another process committed in between SQLite refuses at once (SQLITE_BUSY, with no busy wait). Beginning IMMEDIATE
 * takes the write lock first, so a transaction waits its turn like a single write does (docs/scaling.md, "SQLite").
 */
class ImmediateDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"))
  }
}

/** kysely's SQLite dialect with transactions that begin IMMEDIATE. */
class ImmediateDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig
  constructor(settings: SqliteDialectConfig) {
    super(settings)
    this.#settings = settings
  }
  override createDriver() {
    return new ImmediateDriver(this.#settings)
  }
}

/** Opens the embedded database (a file, or ":memory:" for tests) in WAL mode with foreign keys enforced. */
export const openSqlite = (file: string): Database => {
  const connection = connect(file)
  // Prepared reads use their own connection, so they never see a transaction of the writer that is still open; WAL lets both run at once.
  const reader = file === ":memory:" ? connection : connect(file)
  const db = new Kysely<Schema>({ dialect: new ImmediateDialect({ database: keepingStatements(connection) }) })
  const prepare = <Row>(query: Compilable<Row>): PreparedQuery<Row> => {
    let statement: BetterSqlite3.Statement<Array<unknown>, Row> | undefined
    // better-sqlite3 runs synchronously: a prepared statement skips the builder, the driver's queue and re-preparing.
    return async (parameters) => (statement ??= reader.prepare<Array<unknown>, Row>(query.compile().sql)).all(...parameters)
  }
  // The reader's data_version moves whenever another connection commits, the writer included; an in-memory
  // database has one connection, whose own writes total_changes counts.
  const probe = reader === connection ? connection.prepare("select total_changes()").pluck() : reader.prepare("pragma data_version").pluck()
  const version = () => String(probe.get())
  const close = async () => {
    await db.destroy()
    if (reader !== connection) reader.close()
  }
  return { db, dialect: "sqlite", prepare, version, close }
}
