import { Data } from "effect"
import { invoiceMessages } from "../../domain/invoice/InvoiceMessages.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

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

/** The invoice cannot go to the tax office as it stands (not formal, or a code missing): the Persian reason. */
export class InvoiceNotReportable extends Data.TaggedError("InvoiceNotReportable")<{ readonly message: string }> {
  readonly status = 409
}

/** Why an invoice call was refused. */
export type InvoiceRefusal = InvoiceNotFound | InvoiceNotYours | InvoiceInvalid | InvoiceStale

/** The 422 of a body or a move that breaks a rule. */
export const invalidInvoice = (errors: FieldErrors): InvoiceRefusal => new InvoiceInvalid({ errors })

/** The 409 of a save or a move against a version no longer current. */
export const staleInvoice = (): InvoiceRefusal => new InvoiceStale({ message: invoiceMessages.versionStale })

/** The 422 of a move the invoice as it now stands does not allow. */
export const moveNotAllowed = (): InvoiceRefusal => invalidInvoice({ state: invoiceMessages.moveNotAllowed })
