import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The invoice, order or cheque does not exist, or the caller may not read it. */
export class FinanceNotFound extends Data.TaggedError("FinanceNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body, the state or the balance refuses the call: each field's Persian message; nothing was written. */
export class FinanceInvalid extends Data.TaggedError("FinanceInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a finance call was refused. */
export type FinanceRefusal = FinanceNotFound | FinanceInvalid
