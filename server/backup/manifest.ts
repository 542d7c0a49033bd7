import { createHash } from "node:crypto"
import { createReadStream } from "node:fs"

/** A file of the backup with its checksum, so a damaged copy is found before it is put back. */
export interface BackedUpFile {
  readonly name: string
  readonly bytes: number
  readonly sha256: string
}

/** What `manifest.json` says about a backup folder; written last, so a folder without one is an unfinished backup. */
export interface Manifest {
  readonly format: 1
  readonly created_at: string
  readonly dialect: "sqlite" | "postgres"
  /** The latest migration the database had run: its schema version. */
  readonly schema: string
  readonly database: BackedUpFile
  readonly uploads: ReadonlyArray<BackedUpFile>
}

export const manifestFile = "manifest.json"
export const sqliteFile = "database.sqlite"
export const postgresFile = "database.dump"
export const uploadsFolder = "uploads"
/** The embedded database's file in DATA_DIR, as server/main.ts opens it. */
export const liveSqliteFile = "back-office.sqlite"

/** The SHA-256 of a file, read as a stream. */
export const sha256Of = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash("sha256")
    createReadStream(path)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")))
  })

/** A backup folder's name: the moment it was taken, in UTC, safe in any file system. */
export const backupName = (at: Date) => `back-office-${at.toISOString().replace(/[:.]/g, "-")}`
