// `npm run restore FOLDER`: checks a backup and puts it back, with the server stopped (docs/server.md, "Backup and restore").
import { resolve } from "node:path"
import { restoreBackup } from "../server/backup/restore.ts"
import { BackupError } from "../server/backup/tools.ts"

const folder = process.argv[2]
if (!folder) {
  console.error("Usage: npm run restore <backup folder>   (DATA_DIR and DATABASE_URL say where to restore to)")
  process.exit(2)
}
const place = { dataDir: resolve(process.env.DATA_DIR || "./.data"), databaseUrl: process.env.DATABASE_URL || undefined }

try {
  const { manifest, setAside } = await restoreBackup(resolve(folder), place)
  console.log(
    `Restored the backup of ${manifest.created_at} (schema ${manifest.schema}, ${manifest.uploads.length} uploaded files) into ${place.databaseUrl ? "DATABASE_URL" : place.dataDir}`,
  )
  for (const path of setAside) console.log(`  kept what it replaced as ${path}`)
} catch (error) {
  console.error(
    `${error instanceof BackupError ? "Restore refused" : "Restore failed"}: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}
