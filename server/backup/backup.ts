import BetterSqlite3 from "better-sqlite3"
import { existsSync } from "node:fs"
import { chmod, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { storedNamePattern } from "../file/fileStore.ts"
import {
  backupName,
  liveSqliteFile,
  manifestFile,
  postgresFile,
  sha256Of,
  sqliteFile,
  uploadsFolder,
  type BackedUpFile,
  type Manifest,
} from "./manifest.ts"
import { BackupError, migrationsInDump, runPgTool } from "./tools.ts"

/** Where the data lives: DATA_DIR (the SQLite file and the uploads) and, when set, DATABASE_URL. */
export interface DataPlace {
  readonly dataDir: string
  readonly databaseUrl: string | undefined
}

/** Backups hold password hashes and customers' particulars: the operator's user alone may read them. */
const privateMode = 0o700

/** The migrations recorded in a SQLite database, oldest first: its schema version is the last. */
export const sqliteSchema = (db: BetterSqlite3.Database): ReadonlyArray<string> =>
  (db.prepare("select name from kysely_migration order by name").pluck().all() as Array<string>) ?? []

/**
 * Copies the live SQLite database with SQLite's online backup, all pages in one step so the copy is one consistent
 * snapshot while the server goes on writing; the copy leaves WAL mode, so it is one self-contained file.
 */
const copySqlite = async (dataDir: string, folder: string) => {
  const live = join(dataDir, liveSqliteFile)
  if (!existsSync(live)) throw new BackupError(`there is no database at ${live}: is DATA_DIR right?`)
  const target = join(folder, sqliteFile)
  const source = new BetterSqlite3(live, { fileMustExist: true })
  try {
    await source.backup(target, { progress: () => 0x7fffffff })
  } finally {
    source.close()
  }
  await chmod(target, 0o600)
  const copy = new BetterSqlite3(target)
  try {
    copy.pragma("journal_mode = DELETE")
    return { file: target, migrations: sqliteSchema(copy) }
  } finally {
    copy.close()
  }
}

/** Dumps the PostgreSQL database with pg_dump (one consistent snapshot, in its custom format). */
const dumpPostgres = async (databaseUrl: string, folder: string) => {
  const target = join(folder, postgresFile)
  await runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}`], databaseUrl)
  return { file: target, migrations: await migrationsInDump(target) }
}

/** Copies the uploaded files not copied yet; a file removed meanwhile (its record deleted) is skipped. */
const copyUploads = async (from: string, to: string, copied: Map<string, BackedUpFile>) => {
  const names = existsSync(from) ? await readdir(from) : []
  for (const name of names.filter((candidate) => storedNamePattern.test(candidate) && !copied.has(candidate)).sort()) {
    try {
      await copyFile(join(from, name), join(to, name))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue
      throw error
    }
    copied.set(name, { name, bytes: (await stat(join(to, name))).size, sha256: await sha256Of(join(to, name)) })
  }
}

const fileEntry = async (path: string, name: string): Promise<BackedUpFile> => ({
  name,
  bytes: (await stat(path)).size,
  sha256: await sha256Of(path),
})

/**
 * Writes a backup of the database and the uploads into `destination`/back-office-<time>, while the server runs.
 * The uploads are copied before and after the database: a file is written before its record and removed only after
 * its record is gone, so the snapshot's files are all there unless one was added and removed again during the copy.
 * The folder gets its name only when complete.
 */
export const takeBackup = async (place: DataPlace, destination: string, at = new Date()): Promise<string> => {
  await mkdir(destination, { recursive: true, mode: privateMode })
  const folder = join(destination, backupName(at))
  if (existsSync(folder)) throw new BackupError(`${folder} already exists`)
  const partial = `${folder}.partial`
  await rm(partial, { recursive: true, force: true })
  await mkdir(join(partial, uploadsFolder), { recursive: true, mode: privateMode })
  const uploads = new Map<string, BackedUpFile>()
  const liveUploads = join(place.dataDir, uploadsFolder)
  await copyUploads(liveUploads, join(partial, uploadsFolder), uploads)
  const database = place.databaseUrl ? await dumpPostgres(place.databaseUrl, partial) : await copySqlite(place.dataDir, partial)
  await copyUploads(liveUploads, join(partial, uploadsFolder), uploads)
  const manifest: Manifest = {
    format: 1,
    created_at: at.toISOString(),
    dialect: place.databaseUrl ? "postgres" : "sqlite",
    schema: database.migrations.at(-1) ?? "",
    database: await fileEntry(database.file, place.databaseUrl ? postgresFile : sqliteFile),
    uploads: [...uploads.values()],
  }
  await writeFile(join(partial, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  await rename(partial, folder)
  return folder
}
