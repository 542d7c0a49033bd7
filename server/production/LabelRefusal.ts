import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The batch, order or code the labels are asked for does not exist. */
export class LabelSourceNotFound extends Data.TaggedError("LabelSourceNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The query names no source, several, a bad id or a malformed code: each field's Persian message. */
export class LabelQueryInvalid extends Data.TaggedError("LabelQueryInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a labels call was refused. */
export type LabelRefusal = LabelSourceNotFound | LabelQueryInvalid
