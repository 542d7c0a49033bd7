import { Data } from "effect"

/** No stored block names the file, or it is not on disk: answered as any unknown path. */
export class FileNotFound extends Data.TaggedError("FileNotFound")<Record<never, never>> {
  readonly status = 404
}

/** Why a file call was refused. */
export type FileRefusal = FileNotFound
