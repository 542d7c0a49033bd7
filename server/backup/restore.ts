import BetterSqlite3 from "better-sqlite3"
import pg from "pg"
import { existsSync } from "node:fs"
import { chmod, copyFile, mkdir, readFile, rename } from "node:fs/promises"
import { devNull } from "node:os"
import { join } from "node:path"
import { knownMigrations } from "../db/migrations.ts"
import type { DataPlace } from "./backup.ts"
import { sqliteSchema } from "./backup.ts"
import { storedNamePattern } from "../uploads/FileStore.ts"
import { liveSqliteFile, manifestFile, postgresFile, sha256Of, sqliteFile, uploadsFolder, type Manifest } from "./manifest.ts"
import { BackupError, migrationsInDump, runPgTool } from "./tools.ts"

/** The migrations the live PostgreSQL database records; none when it has no schema yet. */
const liveMigrations = async (databaseUrl: string): Promise<ReadonlyArray<string>> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const exists = await client.query<{ found: string | null }>("select to_regclass('kysely_migration')::text as found")
    if (exists.rows[0]?.found == null) return []
    return (await client.query<{ name: string }>("select name from kysely_migration")).rows.map((row) => row.name)
  } finally {
    await client.end()
  }
}

const refuse = (reason: string): never => {
  throw new BackupError(reason)
}

const readManifest = async (folder: string): Promise<Manifest> => {
  const path = join(folder, manifestFile)
  if (!existsSync(path)) return refuse(`${folder} is no finished backup: it has no ${manifestFile}`)
  const manifest = await readFile(path, "utf8")
    .then((text) => JSON.parse(text) as Partial<Manifest> | null)
    .catch(() => undefined)
  const complete = manifest?.format === 1 && (manifest.dialect === "sqlite" || manifest.dialect === "postgres") && typeof manifest.database?.name === "string" && Array.isArray(manifest.uploads)
  if (!complete) return refuse(`${path} is damaged or of an unknown format`)
  // Names become paths: only the names a backup writes are taken, so a crafted manifest cannot reach outside its folders.
  const known = manifest as Manifest
  if (known.database.name !== (known.dialect === "sqlite" ? sqliteFile : postgresFile)) return refuse(`${path} names a database copy this code never writes (${known.database.name})`)
  const stray = known.uploads.find((upload) => typeof upload?.name !== "string" || !storedNamePattern.test(upload.name))
  if (stray !== undefined) return refuse(`${path} names an upload this code never writes (${String(stray?.name)})`)
  return known
}

/** The SQLite copy's own verdict and migrations; a file that is no database at all is refused like a damaged one. */
const checkSqlite = (file: string): ReadonlyArray<string> => {
  let db: BetterSqlite3.Database | undefined
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true })
    const verdict = db.pragma("integrity_check", { simple: false }) as Array<{ integrity_check: string }>
    const problems = verdict.map((row) => row.integrity_check).filter((line) => line !== "ok")
    if (problems.length > 0) return refuse(`the database copy fails SQLite's integrity check: ${problems.slice(0, 3).join("; ")}`)
    return sqliteSchema(db)
  } catch (error) {
    if (error instanceof BackupError) throw error
    return refuse(`the database copy cannot be read as a SQLite database (${(error as Error).message})`)
  } finally {
    db?.close()
  }
}

/** Refuses a schema this code does not know: a backup written by newer code would be damaged by older code. */
const checkSchema = (migrations: ReadonlyArray<string>) => {
  if (migrations.length === 0) return refuse("the database copy has no schema version (no migrations table): it is no back-office database")
  const unknown = migrations.filter((name) => !knownMigrations.includes(name))
  const latest = knownMigrations.at(-1)
  if (unknown.length > 0)
    refuse(`the backup is newer than this code: its schema has ${unknown.join(", ")}, which this code does not know (it knows up to ${latest}). Restore it with the version that wrote it, or update first.`)
}

/**
 * Checks a backup folder before anything is touched: its manifest, the database copy's checksum, its integrity
 * (SQLite's integrity_check; pg_restore reading the whole archive) and schema version, and every upload's checksum.
 */
export const checkBackup = async (folder: string): Promise<Manifest> => {
  const manifest = await readManifest(folder)
  const database = join(folder, manifest.database.name)
  if (!existsSync(database)) refuse(`the backup has no database copy (${manifest.database.name})`)
  if ((await sha256Of(database)) !== manifest.database.sha256) refuse("the database copy is damaged: its checksum differs from the one taken with the backup")
  if (manifest.dialect === "sqlite") checkSchema(checkSqlite(database))
  else {
    // Reading the whole archive to nowhere decompresses every table's data, so damage anywhere in it is found.
    await runPgTool("pg_restore", [`--file=${devNull}`, database]).catch((error: Error) => refuse(`the database dump is damaged: ${error.message}`))
    checkSchema(await migrationsInDump(database))
  }
  for (const upload of manifest.uploads) {
    const path = join(folder, uploadsFolder, upload.name)
    if (!existsSync(path) || (await sha256Of(path)) !== upload.sha256) refuse(`the uploaded file ${upload.name} is missing from the backup or damaged`)
  }
  return manifest
}

/** What a restore set aside: the database file and uploads folder it replaced, kept under a dated name. */
export interface Restored {
  readonly manifest: Manifest
  readonly setAside: ReadonlyArray<string>
}

/** Moves a path aside under a dated name, if it exists. */
const setAsideIfPresent = async (path: string, stamp: string, moved: Array<string>) => {
  if (!existsSync(path)) return
  const aside = `${path}.before-restore-${stamp}`
  await rename(path, aside)
  moved.push(aside)
}

/**
 * Puts a checked backup back into DATA_DIR (and DATABASE_URL's database), with the server stopped: the database and
 * uploads it replaces are kept beside, under a dated name, never deleted.
 */
export const restoreBackup = async (folder: string, place: DataPlace, at = new Date()): Promise<Restored> => {
  const manifest = await checkBackup(folder)
  if (manifest.dialect === "sqlite" && place.databaseUrl) refuse("this backup holds the embedded SQLite database, but DATABASE_URL is set: unset it to restore into DATA_DIR")
  if (manifest.dialect === "postgres" && !place.databaseUrl) refuse("this backup holds a PostgreSQL dump: set DATABASE_URL to the database to restore it into")
  const stamp = at.toISOString().replace(/[:.]/g, "-")
  const setAside: Array<string> = []
  await mkdir(place.dataDir, { recursive: true, mode: 0o700 })
  const copy = join(folder, manifest.database.name)
  if (place.databaseUrl) {
    // pg_restore --clean drops only what the dump holds: tables of later migrations would stay and break the restore.
    const live = await liveMigrations(place.databaseUrl)
    const backedUp = await migrationsInDump(copy)
    const later = live.filter((name) => !backedUp.includes(name))
    if (later.length > 0)
      refuse(`the database at DATABASE_URL has a newer schema than the backup (${later.join(", ")}): create an empty database, point DATABASE_URL at it and restore there; the server migrates it when it starts`)
    await runPgTool("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", copy], place.databaseUrl)
  } else {
    const live = join(place.dataDir, liveSqliteFile)
    const incoming = `${live}.restoring`
    await copyFile(copy, incoming)
    await chmod(incoming, 0o600)
    // The old write-ahead log must never meet the restored file, so it goes aside with its database.
    for (const suffix of ["", "-wal", "-shm"]) await setAsideIfPresent(`${live}${suffix}`, stamp, setAside)
    await rename(incoming, live)
  }
  const uploads = join(place.dataDir, uploadsFolder)
  await setAsideIfPresent(uploads, stamp, setAside)
  await mkdir(uploads, { mode: 0o700 })
  for (const upload of manifest.uploads) await copyFile(join(folder, uploadsFolder, upload.name), join(uploads, upload.name))
  return { manifest, setAside }
}
