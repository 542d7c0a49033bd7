import BetterSqlite3 from "better-sqlite3"
import pg from "pg"
import { constants, existsSync } from "node:fs"
import { lstat, mkdir, open, readFile, rename, rm } from "node:fs/promises"
import { pipeline } from "node:stream/promises"
import { devNull } from "node:os"
import { join } from "node:path"
import { knownMigrations } from "../db/migrations.ts"
import type { DataPlace } from "./backup.ts"
import { sqliteSchema } from "./backup.ts"
import { storedNamePattern } from "../file/fileStore.ts"
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
  const complete =
    manifest?.format === 1 &&
    (manifest.dialect === "sqlite" || manifest.dialect === "postgres") &&
    typeof manifest.database?.name === "string" &&
    Array.isArray(manifest.uploads)
  if (!complete) return refuse(`${path} is damaged or of an unknown format`)
  // Names become paths: only the names a backup writes are taken, so a crafted manifest cannot reach outside its folders.
  const known = manifest as Manifest
  if (known.database.name !== (known.dialect === "sqlite" ? sqliteFile : postgresFile))
    return refuse(`${path} names a database copy this code never writes (${known.database.name})`)
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

/** Whether a path is a plain file itself: never a link (which would restore whatever it points at), a folder or a device. */
const isPlainFile = async (path: string) => (await lstat(path).catch(() => undefined))?.isFile() === true

/** Copies a plain file (refusing a link even if one appears after the check) to a new file of the data folder's mode. */
const copyPlainFile = async (from: string, to: string, what: string) => {
  const source = await open(from, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() =>
    refuse(`${what} is no plain file: only plain files are restored`),
  )
  try {
    if (!(await source.stat()).isFile()) refuse(`${what} is no plain file: only plain files are restored`)
    await rm(to, { force: true })
    const target = await open(to, "wx", 0o600)
    // Streamed: a database copy may be far larger than memory; each stream closes its file when done.
    await pipeline(source.createReadStream({ autoClose: false }), target.createWriteStream())
  } finally {
    await source.close()
  }
}

/** Refuses a schema this code does not know: a backup written by newer code would be damaged by older code. */
const checkSchema = (migrations: ReadonlyArray<string>, manifest: Manifest) => {
  if (migrations.length === 0)
    return refuse("the database copy has no schema version (no migrations table): it is no back-office database")
  const unknown = migrations.filter((name) => !knownMigrations.includes(name))
  const latest = knownMigrations.at(-1)
  if (unknown.length > 0)
    refuse(
      `the backup is newer than this code: its schema has ${unknown.join(", ")}, which this code does not know (it knows up to ${latest}). Restore it with the version that wrote it, or update first.`,
    )
  // The manifest's word is checked too: it must name a migration this code knows, and the database copy's latest.
  if (!knownMigrations.includes(manifest.schema))
    refuse(`the manifest's schema (${String(manifest.schema)}) is no migration this code knows (it knows up to ${latest})`)
  if (manifest.schema !== [...migrations].sort().at(-1))
    refuse(
      `the manifest's schema (${manifest.schema}) differs from the database copy's (${[...migrations].sort().at(-1) ?? "none"})`,
    )
}

/**
 * Checks a backup folder before anything is touched: its manifest, the database copy's checksum, its integrity
 * (SQLite's integrity_check; pg_restore reading the whole archive) and schema version, and every upload's checksum.
 */
export const checkBackup = async (folder: string): Promise<Manifest> => {
  const manifest = await readManifest(folder)
  const database = join(folder, manifest.database.name)
  if (!existsSync(database)) refuse(`the backup has no database copy (${manifest.database.name})`)
  if (!(await isPlainFile(database)))
    refuse(`the database copy (${manifest.database.name}) is no plain file: only plain files are restored`)
  if ((await sha256Of(database)) !== manifest.database.sha256)
    refuse("the database copy is damaged: its checksum differs from the one taken with the backup")
  if (manifest.dialect === "sqlite") checkSchema(checkSqlite(database), manifest)
  else {
    // Reading the whole archive to nowhere decompresses every table's data, so damage anywhere in it is found.
    await runPgTool("pg_restore", [`--file=${devNull}`, database]).catch((error: Error) =>
      refuse(`the database dump is damaged: ${error.message}`),
    )
    checkSchema(await migrationsInDump(database), manifest)
  }
  const uploads = join(folder, uploadsFolder)
  if (manifest.uploads.length > 0 && (await lstat(uploads).catch(() => undefined))?.isDirectory() !== true)
    refuse(`the backup's ${uploadsFolder} is no plain folder: only plain files are restored`)
  for (const upload of manifest.uploads) {
    const path = join(uploads, upload.name)
    if (existsSync(path) && !(await isPlainFile(path)))
      refuse(`the uploaded file ${upload.name} is no plain file (a link or a folder): only plain files are restored`)
    if (!existsSync(path) || (await sha256Of(path)) !== upload.sha256)
      refuse(`the uploaded file ${upload.name} is missing from the backup or damaged`)
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
  if (manifest.dialect === "sqlite" && place.databaseUrl)
    refuse("this backup holds the embedded SQLite database, but DATABASE_URL is set: unset it to restore into DATA_DIR")
  if (manifest.dialect === "postgres" && !place.databaseUrl)
    refuse("this backup holds a PostgreSQL dump: set DATABASE_URL to the database to restore it into")
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
      refuse(
        `the database at DATABASE_URL has a newer schema than the backup (${later.join(", ")}): create an empty database, point DATABASE_URL at it and restore there; the server migrates it when it starts`,
      )
    await runPgTool(
      "pg_restore",
      ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", copy],
      place.databaseUrl,
    )
  } else {
    const live = join(place.dataDir, liveSqliteFile)
    const incoming = `${live}.restoring`
    await copyPlainFile(copy, incoming, `the database copy (${manifest.database.name})`)
    // The old write-ahead log must never meet the restored file, so it goes aside with its database.
    for (const suffix of ["", "-wal", "-shm"]) await setAsideIfPresent(`${live}${suffix}`, stamp, setAside)
    await rename(incoming, live)
  }
  const uploads = join(place.dataDir, uploadsFolder)
  await setAsideIfPresent(uploads, stamp, setAside)
  await mkdir(uploads, { mode: 0o700 })
  for (const upload of manifest.uploads)
    await copyPlainFile(join(folder, uploadsFolder, upload.name), join(uploads, upload.name), `the uploaded file ${upload.name}`)
  return { manifest, setAside }
}
