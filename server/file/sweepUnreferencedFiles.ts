import type { FileStore } from "./fileStore.ts"

/**
 * Removes the stored files no record names: what a crash leaves between writing a new file and committing its row, or
 * between committing a replacement and removing the old file. Run at start, before the server takes requests, so
 * no upload of this server is between its file and its row; only files stored before `storedBefore` (epoch ms) are
 * candidates, so a file another server sharing the folder is about to commit is never taken; answers the names removed.
 */
export const sweepUnreferencedFiles = async (
  files: FileStore,
  referenced: () => Promise<ReadonlySet<string>>,
  storedBefore?: number,
): Promise<ReadonlyArray<string>> => {
  // Listed before the records are read, so a file stored and committed in between is never taken for an orphan.
  const stored = await files.list(storedBefore)
  const named = await referenced()
  const orphans = stored.filter((name) => !named.has(name))
  for (const name of orphans) await files.remove(name)
  return orphans
}
