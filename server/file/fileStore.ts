import { randomBytes } from "node:crypto"
import { mkdir, open, readdir, readFile, rm, stat } from "node:fs/promises"
import { join } from "node:path"

/** Stored attachments, named by the server: 128 random bits in hex and the .pdf suffix. */
export interface FileStore {
  readonly save: (bytes: Uint8Array) => Promise<string>
  readonly read: (name: string) => Promise<Uint8Array | undefined>
  readonly remove: (name: string) => Promise<void>
  /** Every name the store holds, or only those stored before `storedBefore` (epoch ms), for the sweep at start (server/file/sweepUnreferencedFiles.ts). */
  readonly list: (storedBefore?: number) => Promise<ReadonlyArray<string>>
}

/** The shape of every name the store hands out; anything else is never looked up. */
export const storedNamePattern = /^[0-9a-f]{32}\.pdf$/

/** A fresh unguessable name. */
export const freshName = (): string => `${randomBytes(16).toString("hex")}.pdf`

/** The URL the API answers in an announcement's `file`. */
export const fileUrl = (name: string): string => `/api/files/${name}`

/** Attachments kept as files in `dir` (DATA_DIR/uploads), readable by the server's user only. */
export const fileStoreIn = (dir: string): FileStore => {
  const ready = mkdir(dir, { recursive: true, mode: 0o700 })
  return {
    save: async (bytes) => {
      await ready
      const name = freshName()
      const path = join(dir, name)
      const file = await open(path, "wx", 0o600)
      try {
        await file.writeFile(bytes)
        // On disk before the row that names it commits, so a power cut never leaves a row without its file.
        await file.sync()
      } catch (error) {
        await rm(path, { force: true })
        throw error
      } finally {
        await file.close()
      }
      return name
    },
    read: async (name) => {
      if (!storedNamePattern.test(name)) return undefined
      try {
        return await readFile(join(dir, name))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
        throw error
      }
    },
    remove: async (name) => {
      if (storedNamePattern.test(name)) await rm(join(dir, name), { force: true })
    },
    list: async (storedBefore) => {
      await ready
      const names = (await readdir(dir)).filter((name) => storedNamePattern.test(name))
      if (storedBefore === undefined) return names
      // A file gone since the listing (removed by its own server) is simply not listed.
      const times = await Promise.all(
        names.map((name) =>
          stat(join(dir, name)).then(
            (stats) => stats.mtimeMs,
            () => Infinity,
          ),
        ),
      )
      return names.filter((_, index) => (times[index] ?? Infinity) < storedBefore)
    },
  }
}

/** Attachments kept in memory, for tests. */
export const memoryFileStore = (): FileStore & { readonly names: () => ReadonlyArray<string> } => {
  const files = new Map<string, Uint8Array>()
  const storedAt = new Map<string, number>()
  return {
    save: async (bytes) => {
      const name = freshName()
      files.set(name, bytes)
      storedAt.set(name, Date.now())
      return name
    },
    read: async (name) => files.get(name),
    remove: async (name) => void (files.delete(name), storedAt.delete(name)),
    list: async (storedBefore) =>
      [...files.keys()].filter((name) => storedBefore === undefined || (storedAt.get(name) ?? 0) < storedBefore),
    names: () => [...files.keys()],
  }
}
