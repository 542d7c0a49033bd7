import { Data } from "effect"
import type { Context } from "hono"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { invalid, notFound } from "../http/problems.ts"

/** The stock sheet or offcut does not exist. */
export class StockNotFound extends Data.TaggedError("StockNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body or the stored state refuses the call: each field's Persian message; nothing was written. */
export class StockInvalid extends Data.TaggedError("StockInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a stock call was refused. */
export type StockRefusal = StockNotFound | StockInvalid

/** The one place a refusal becomes an answer. */
export const answerStockRefusal = (c: Context, refusal: StockRefusal) => (refusal._tag === "StockNotFound" ? notFound(c) : invalid(c, refusal.errors))
