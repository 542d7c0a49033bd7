import BetterSqlite3 from "better-sqlite3"
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type Compilable,
  type DatabaseConnection,
  type LogEvent,
  type SqliteDialectConfig,
} from "kysely"
import type { Database, PreparedQuery } from "./Database.ts"
import type { Schema } from "./schema.ts"

/** How the embedded database makes a commit durable: FULL survives a power cut; NORMAL only a crash of the process, and is faster. */
export type SqliteSync = "full" | "normal"

/** How the embedded database is opened: the commit's durability and how long a write waits for another process's. */
export interface SqliteOptions {
  readonly synchronous?: SqliteSync
  readonly writeWaitMs?: number
  /** Hears the SQL of every statement run, transactions' and prepared ones included (server/http/statementCounts.test.ts). */
  readonly onQuery?: (sql: string) => void
  /** With file ":memory:", starts from these bytes of a serialized database, so tests skip migrating and seeding each time. */
  readonly from?: Buffer
}

/** The embedded database, which can also hand over its bytes (tests keep a seeded one to start the next from). */
export type SqliteDatabase = Database & { readonly serialize: () => Buffer }

/**
 * How long SQLite itself waits for a lock on the calling thread: short, because better-sqlite3 waits on the event loop and every
 * other request of the process would wait with it. A write that still finds the lock taken waits again without blocking (below).
 */
export const lockWaitMs = 10

/** How long, in all, a write waits for another process's write before it answers 503 busy: docs/scaling.md, "SQLite with several processes". */
export const defaultWriteWaitMs = 10_000

const connect = (file: string, synchronous: SqliteSync, from?: Buffer) => {
  const connection = new BetterSqlite3(from ?? file)
  if (file !== ":memory:") connection.pragma("journal_mode = WAL")
  connection.pragma("foreign_keys = ON")
  connection.pragma(`synchronous = ${synchronous === "full" ? "FULL" : "NORMAL"}`)
  connection.pragma(`busy_timeout = ${lockWaitMs}`)
  return connection
}

const isBusy = (error: unknown) => {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === "string" && code.startsWith("SQLITE_BUSY")
}

/**
 * Runs a statement, waiting off the event loop while another process holds the write lock: a statement refused busy outside a
 * transaction (a single write, or the `begin immediate` that opens one) did nothing, so it is tried again, 2 ms after the first
 * refusal and up to 50 ms apart, until `writeWaitMs` have passed; only then does the refusal reach the caller (503). `pause`
 * lends the connection to other requests of this process meanwhile: it holds no transaction, so they may read or try to write.
 */
const waitingForTheLock = async <A>(
  connection: BetterSqlite3.Database,
  writeWaitMs: number,
  run: () => Promise<A>,
  pause: (ms: number) => Promise<void>,
): Promise<A> => {
  const started = Date.now()
  for (let wait = 2; ; wait = Math.min(50, wait * 2)) {
    try {
      return await run()
    } catch (error) {
      if (!isBusy(error) || connection.inTransaction || Date.now() - started + wait > writeWaitMs) throw error
      await pause(wait)
    }
  }
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
 * Every statement goes through `waitingForTheLock`, so a write waits for another process's instead of failing.
 */
class ImmediateDriver extends SqliteDriver {
  readonly #connection: BetterSqlite3.Database
  readonly #writeWaitMs: number
  constructor(settings: SqliteDialectConfig, connection: BetterSqlite3.Database, writeWaitMs: number) {
    super(settings)
    this.#connection = connection
    this.#writeWaitMs = writeWaitMs
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const acquired = await super.acquireConnection()
    const lend = async (ms: number) => {
      await super.releaseConnection()
      await new Promise((resume) => setTimeout(resume, ms))
      await super.acquireConnection()
    }
    return {
      executeQuery: (query) => waitingForTheLock(this.#connection, this.#writeWaitMs, () => acquired.executeQuery(query), lend),
      streamQuery: (query, chunkSize) => acquired.streamQuery(query, chunkSize),
    }
  }
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"))
  }
}

/** kysely's SQLite dialect with transactions that begin IMMEDIATE and writes that wait for another process's. */
class ImmediateDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig
  readonly #connection: BetterSqlite3.Database
  readonly #writeWaitMs: number
  constructor(connection: BetterSqlite3.Database, writeWaitMs: number) {
    const settings = { database: keepingStatements(connection) }
    super(settings)
    this.#settings = settings
    this.#connection = connection
    this.#writeWaitMs = writeWaitMs
  }
  override createDriver() {
    return new ImmediateDriver(this.#settings, this.#connection, this.#writeWaitMs)
  }
}

/** Opens the embedded database (a file, or ":memory:" for tests) in WAL mode with foreign keys enforced, durable through a power cut unless told `normal`. */
export const openSqlite = (file: string, options: SqliteOptions = {}): SqliteDatabase => {
  const synchronous = options.synchronous ?? "full"
  const connection = connect(file, synchronous, options.from)
  // Prepared reads use their own connection, so they never see a transaction of the writer that is still open; WAL lets both run at once.
  const reader = file === ":memory:" ? connection : connect(file, synchronous)
  const { onQuery } = options
  const db = new Kysely<Schema>({
    dialect: new ImmediateDialect(connection, options.writeWaitMs ?? defaultWriteWaitMs),
    ...(onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql) } : {}),
  })
  const prepare = <Row>(query: Compilable<Row>): PreparedQuery<Row> => {
    let statement: BetterSqlite3.Statement<Array<unknown>, Row> | undefined
    // better-sqlite3 runs synchronously: a prepared statement skips the builder, the driver's queue and re-preparing.
    return async (parameters) => {
      statement ??= reader.prepare<Array<unknown>, Row>(query.compile().sql)
      onQuery?.(statement.source)
      return statement.all(...parameters)
    }
  }
  // The reader's data_version moves whenever another connection commits, the writer included; an in-memory
  // database has one connection, whose own writes total_changes counts.
  const probe =
    reader === connection ? connection.prepare("select total_changes()").pluck() : reader.prepare("pragma data_version").pluck()
  const version = () => {
    onQuery?.(probe.source)
    return String(probe.get())
  }
  const close = async () => {
    await db.destroy()
    if (reader !== connection) reader.close()
  }
  // Any commit moves the version, so it serves the kept identities too, and this process's own writes need no word.
  return {
    db,
    dialect: "sqlite",
    prepare,
    version,
    identityVersion: version,
    identityWritten: () => undefined,
    close,
    serialize: () => connection.serialize(),
  }
}
