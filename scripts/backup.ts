// `npm run backup [FOLDER]`: a consistent copy of the database and the uploads, taken while the server runs (docs/server.md, "Backup and restore").
import { resolve } from "node:path"
import { takeBackup } from "../server/backup/backup.ts"

const place = { dataDir: resolve(process.env.DATA_DIR || "./.data"), databaseUrl: process.env.DATABASE_URL || undefined }
const destination = resolve(process.argv[2] ?? (process.env.BACKUP_DIR || "./backups"))

try {
  const folder = await takeBackup(place, destination)
  console.log(`Backup written to ${folder}`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
