import BetterSqlite3 from "better-sqlite3"
import { Kysely, SqliteDialect } from "kysely"
import type { Database } from "./Database.ts"
import type { Schema } from "./schema.ts"

/** Opens the embedded database (a file, or ":memory:" for tests) in WAL mode with foreign keys enforced. */
export const openSqlite = (file: string): Database => {
  const connection = new BetterSqlite3(file)
  if (file !== ":memory:") connection.pragma("journal_mode = WAL")
  connection.pragma("foreign_keys = ON")
  connection.pragma("synchronous = NORMAL")
  connection.pragma("busy_timeout = 5000")
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: connection }) })
  return { db, dialect: "sqlite", close: () => db.destroy() }
}
