import { Data } from "effect"
import { glassSizeLimitMessages } from "../../domain/glass/GlassSizeLimitForm.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The message of a glass type name already used (the specification is silent; the other reference forms word it so). */
export const glassTypeNameTaken = "این نوع شیشه قبلاً ثبت شده است"

/** The glass type, or its size limit row, does not exist. */
export class GlassNotFound extends Data.TaggedError("GlassNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body or the stored rows refuse the call: each field's Persian message; nothing was written. */
export class GlassInvalid extends Data.TaggedError("GlassInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** The database's unique index refused a glass type's name that another save took after the check. */
export class GlassTypeNameTaken extends Data.TaggedError("GlassTypeNameTaken")<Record<never, never>> {
  readonly status = 422
  readonly errors: FieldErrors = { name: glassTypeNameTaken }
}

/** The database's unique index refused a size limit row whose thickness and material another save took after the check. */
export class SizeLimitTaken extends Data.TaggedError("SizeLimitTaken")<Record<never, never>> {
  readonly status = 422
  readonly errors: FieldErrors = { material: glassSizeLimitMessages.taken }
}

/** Why a glass type or size limit call was refused. */
export type GlassRefusal = GlassNotFound | GlassInvalid | GlassTypeNameTaken | SizeLimitTaken
