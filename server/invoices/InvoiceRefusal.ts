import { Data } from "effect"
import type { Context } from "hono"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { invalid, notFound, problem } from "../http/problems.ts"

/** The invoice does not exist, or the caller may not read it. */
export class InvoiceNotFound extends Data.TaggedError("InvoiceNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The caller may read the invoice but not change it (a sales expert and another's invoice). */
export class InvoiceNotYours extends Data.TaggedError("InvoiceNotYours")<{ readonly message: string }> {
  readonly status = 403
}

/** The body or the move breaks a rule: each field's Persian message. */
export class InvoiceInvalid extends Data.TaggedError("InvoiceInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** The body was written against a version of the invoice that is no longer current. */
export class InvoiceStale extends Data.TaggedError("InvoiceStale")<{ readonly message: string }> {
  readonly status = 409
}

/** Why an invoice call was refused. */
export type InvoiceRefusal = InvoiceNotFound | InvoiceNotYours | InvoiceInvalid | InvoiceStale

/** The one place a refusal becomes an answer. */
export const answerRefusal = (c: Context, refusal: InvoiceRefusal) => {
  switch (refusal._tag) {
    case "InvoiceNotFound":
      return notFound(c)
    case "InvoiceNotYours":
      return problem(c, refusal.status, refusal.message)
    case "InvoiceInvalid":
      return invalid(c, refusal.errors)
    case "InvoiceStale":
      return c.json({ message: refusal.message }, refusal.status)
  }
}
