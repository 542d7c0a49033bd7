import { closeSync, mkdirSync, openSync } from "node:fs"
import { join } from "node:path"
import type { Database } from "../db/Database.ts"
import { openPostgres } from "../db/postgres.ts"
import { openSqlite } from "../db/sqlite.ts"
import { dataDirMode, type Settings } from "../settings.ts"

/** The embedded database's file, created owner-only: SQLite gives its -wal and -shm files the same mode. */
const ownerOnlySqlite = (file: string) => {
  closeSync(openSync(file, "a", 0o600))
  return file
}

/** The database the settings name: PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR (created owner-only with its folder). */
export const openDatabase = (settings: Settings): Database => {
  mkdirSync(settings.dataDir, { recursive: true, mode: dataDirMode })
  return settings.databaseUrl ? openPostgres(settings.databaseUrl) : openSqlite(ownerOnlySqlite(join(settings.dataDir, "back-office.sqlite")), { synchronous: settings.sqliteSynchronous })
}
