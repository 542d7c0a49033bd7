import { Result } from "effect"
import { FileNotFound, type FileRefusal } from "./FileRefusal.ts"
import { storedNamePattern, type FileStore } from "./fileStore.ts"
import { sweepUnreferencedFiles } from "./sweepUnreferencedFiles.ts"

// The shape of a stored name is part of what the file feature speaks in: backups check their uploads against it.
export { storedNamePattern } from "./fileStore.ts"

/** Which files stored records name: a port the composition root builds from the announcements' store. */
export interface FileReferences {
  readonly hasFile: (name: string) => Promise<boolean>
  readonly fileNames: () => Promise<ReadonlySet<string>>
}

/** Reading attachments. */
export interface FileUseCases {
  /** The bytes of a file a stored record names. */
  readonly read: (name: string) => Promise<Result.Result<Uint8Array, FileRefusal>>
  /** Removes the files stored before `storedBefore` (epoch ms) that no record names; answers their names. */
  readonly sweep: (storedBefore: number) => Promise<ReadonlyArray<string>>
}

/** The file use cases: only a name the store hands out, named by a stored record, is read, so a file left on disk by a crash or a pending removal is not served. */
export const fileUseCases = (files: FileStore, references: FileReferences): FileUseCases => ({
  read: async (name) => {
    if (!storedNamePattern.test(name) || !(await references.hasFile(name))) return Result.fail(new FileNotFound())
    const bytes = await files.read(name)
    return bytes ? Result.succeed(bytes) : Result.fail(new FileNotFound())
  },
  sweep: (storedBefore) => sweepUnreferencedFiles(files, references.fileNames, storedBefore),
})
