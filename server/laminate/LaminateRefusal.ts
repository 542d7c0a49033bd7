import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The laminate colour does not exist. */
export class LaminateNotFound extends Data.TaggedError("LaminateNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body breaks the colour form's rules: each field's Persian message; nothing was written. */
export class LaminateInvalid extends Data.TaggedError("LaminateInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a laminate colour call was refused. */
export type LaminateRefusal = LaminateNotFound | LaminateInvalid
