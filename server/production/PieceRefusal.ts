import { Data } from "effect"
import type { Context } from "hono"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { invalid, notFound } from "../http/problems.ts"

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

/** The one place a refusal becomes an answer. */
export const answerPieceRefusal = (c: Context, refusal: PieceRefusal) => (refusal._tag === "PieceNotFound" ? notFound(c) : invalid(c, refusal.errors))
