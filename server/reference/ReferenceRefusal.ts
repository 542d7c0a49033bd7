import { Data } from "effect"
import { deliveryFareMessages } from "../../domain/reference/DeliveryFareForm.ts"
import { descriptionMessages } from "../../domain/reference/DescriptionForm.ts"
import { glassThicknessMessages } from "../../domain/reference/GlassThicknessForm.ts"
import { spacerThicknessMessages } from "../../domain/reference/SpacerThicknessForm.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** One reference list: glass thicknesses, spacer thicknesses, delivery fares or descriptions. */
export type ReferenceList = "glassWidths" | "spacers" | "fares" | "descriptions"

/** The duplicate message of each list, under the field its unique index covers. */
const takenErrors: Record<ReferenceList, FieldErrors> = {
  glassWidths: { size: glassThicknessMessages.taken },
  spacers: { size: spacerThicknessMessages.taken },
  fares: { title: deliveryFareMessages.titleTaken },
  descriptions: { name: descriptionMessages.nameTaken },
}

/** The record does not exist. */
export class ReferenceNotFound extends Data.TaggedError("ReferenceNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body breaks the form's rules or repeats a stored value: each field's Persian message; nothing was written. */
export class ReferenceInvalid extends Data.TaggedError("ReferenceInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** The database's unique index refused a size, title or name that another save took after the check. */
export class ReferenceTaken extends Data.TaggedError("ReferenceTaken")<{ readonly list: ReferenceList }> {
  readonly status = 422
  readonly errors: FieldErrors = takenErrors[this.list]
}

/** Why a reference list call was refused. */
export type ReferenceRefusal = ReferenceNotFound | ReferenceInvalid | ReferenceTaken
