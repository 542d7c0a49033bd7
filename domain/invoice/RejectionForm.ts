import { Schema } from "effect"
import { formBody } from "../validation/FormBody.ts"
import { RequiredText } from "../validation/TextFields.ts"
import { validateWith } from "../validation/FieldErrors.ts"
import { invoiceMessages as m } from "./InvoiceMessages.ts"

/** The reject dialog: a reason of 1 to 500 characters, which the owning expert is told. */
export const RejectionFormSchema = Schema.Struct({
  reason: RequiredText({ required: m.reasonRequired, tooLong: m.reasonTooLong }, 500, "multi"),
})

const validate = validateWith(RejectionFormSchema)

/** Checks a rejection body, answering its reason or the Persian message under `reason`. */
export const validateRejection = (input: unknown) => validate(formBody(input))
