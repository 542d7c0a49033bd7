import { closeSync, mkdirSync, openSync } from "node:fs"
import { join } from "node:path"
import type { Database } from "../db/Database.ts"
import { openPostgres } from "../db/postgres.ts"
import { openSqlite } from "../db/sqlite.ts"
import { dataDirMode, type Config } from "../config.ts"

/** The embedded database's file, created owner-only: SQLite gives its -wal and -shm files the same mode. */
const ownerOnlySqlite = (file: string) => {
  closeSync(openSync(file, "a", 0o600))
  return file
}

/**
 * The database the config name: PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR (created owner-only with
 * its folder). A cluster's worker in `place` gives its connections the kept-count slots after the workers before it.
 */
export const openDatabase = (config: Config, place = 0): Database => {
  mkdirSync(config.dataDir, { recursive: true, mode: dataDirMode })
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, undefined, undefined, config.databasePoolSize, place * config.databasePoolSize)
    : openSqlite(ownerOnlySqlite(join(config.dataDir, "back-office.sqlite")), { synchronous: config.sqliteSynchronous })
}
