import { randomBytes } from "node:crypto"
import { mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"

/** Stored attachments, named by the server: 128 random bits in hex and the .pdf suffix. */
export interface FileStore {
  readonly save: (bytes: Uint8Array) => Promise<string>
  readonly read: (name: string) => Promise<Uint8Array | undefined>
  readonly remove: (name: string) => Promise<void>
}

/** The shape of every name the store hands out; anything else is never looked up. */
export const storedNamePattern = /^[0-9a-f]{32}\.pdf$/

/** A fresh unguessable name. */
export const freshName = (): string => `${randomBytes(16).toString("hex")}.pdf`

/** The URL the API answers in an announcement's `file`. */
export const fileUrl = (name: string): string => `/api/files/${name}`

/** Attachments kept as files in `dir` (DATA_DIR/uploads). */
export const fileStoreIn = (dir: string): FileStore => {
  const ready = mkdir(dir, { recursive: true })
  return {
    save: async (bytes) => {
      await ready
      const name = freshName()
      await writeFile(join(dir, name), bytes, { flag: "wx" })
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
  }
}

/** Attachments kept in memory, for tests. */
export const memoryFileStore = (): FileStore & { readonly names: () => ReadonlyArray<string> } => {
  const files = new Map<string, Uint8Array>()
  return {
    save: async (bytes) => {
      const name = freshName()
      files.set(name, bytes)
      return name
    },
    read: async (name) => files.get(name),
    remove: async (name) => void files.delete(name),
    names: () => [...files.keys()],
  }
}
