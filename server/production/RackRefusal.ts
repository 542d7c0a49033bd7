import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The rack, or the order of a delivery note, does not exist. */
export class RackNotFound extends Data.TaggedError("RackNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body or what the rack holds refuses the call: each field's Persian message; nothing was written. */
export class RackInvalid extends Data.TaggedError("RackInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a rack or delivery note call was refused. */
export type RackRefusal = RackNotFound | RackInvalid
