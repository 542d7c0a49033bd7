import { Data } from "effect"
import type { Context } from "hono"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { invalid, notFound } from "../http/problems.ts"

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

/** The one place a refusal becomes an answer. */
export const answerLabelRefusal = (c: Context, refusal: LabelRefusal) => (refusal._tag === "LabelSourceNotFound" ? notFound(c) : invalid(c, refusal.errors))
