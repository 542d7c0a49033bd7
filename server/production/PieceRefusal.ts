import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The order does not exist, or the caller may not read it (a sales expert and another's order). */
export class PieceNotFound extends Data.TaggedError("PieceNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body or the order's state refuses the call: each field's Persian message; nothing was written. */
export class PieceInvalid extends Data.TaggedError("PieceInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a pieces call was refused. */
export type PieceRefusal = PieceNotFound | PieceInvalid
