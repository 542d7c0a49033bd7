import { Data } from "effect"
import { salesExpertAccessMessages } from "../../domain/access/SalesExpertAccess.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The user does not exist or is no sales expert, so has no access to read or save. */
export class AccessNotFound extends Data.TaggedError("AccessNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The form breaks a rule or names products that are not stored: each field's Persian message; nothing was written. */
export class AccessInvalid extends Data.TaggedError("AccessInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a sales expert's access call was refused. */
export type AccessRefusal = AccessNotFound | AccessInvalid

/** The 422 of allowed products that are not stored, each under its index in the form's list. */
export const unknownProducts = (indexes: ReadonlyArray<number>): AccessInvalid =>
  new AccessInvalid({
    errors: Object.fromEntries(
      indexes.map((index) => [`allowed_product_ids.${index}`, salesExpertAccessMessages.productInvalid]),
    ),
  })
