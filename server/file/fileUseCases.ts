import { Result } from "effect"
import { FileNotFound, type FileRefusal } from "./FileRefusal.ts"
import { storedNamePattern, type FileStore } from "./fileStore.ts"

// The shape of a stored name is part of what the file feature speaks in: backups check their uploads against it.
export { storedNamePattern } from "./fileStore.ts"

/** Whether a stored record names a file: a port the composition root builds from the announcements' store. */
export interface FileReferences {
  readonly hasFile: (name: string) => Promise<boolean>
}

/** Reading attachments. */
export interface FileUseCases {
  /** The bytes of a file a stored record names. */
  readonly read: (name: string) => Promise<Result.Result<Uint8Array, FileRefusal>>
}

/** The file use cases: only a name the store hands out, named by a stored record, is read, so a file left on disk by a crash or a pending removal is not served. */
export const fileUseCases = (files: FileStore, references: FileReferences): FileUseCases => ({
  read: async (name) => {
    if (!storedNamePattern.test(name) || !(await references.hasFile(name))) return Result.fail(new FileNotFound())
    const bytes = await files.read(name)
    return bytes ? Result.succeed(bytes) : Result.fail(new FileNotFound())
  },
})
