import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

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
