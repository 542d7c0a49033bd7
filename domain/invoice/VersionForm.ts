import { Schema } from "effect"
import { formBody } from "../validation/FormBody.ts"
import { OptionalIdField } from "../validation/IdField.ts"
import { validateWith } from "../validation/FieldErrors.ts"
import { invoiceMessages as m } from "./InvoiceMessages.ts"

/** The version a move or reprice was written against: missing (or null, or blank) means no check; anything but a version is refused. */
export const VersionFormSchema = Schema.Struct({ version: OptionalIdField(m.versionInvalid) })

const validate = validateWith(VersionFormSchema)

/** Checks the version of a body, answering it (null when the body names none) or the Persian message under `version`. */
export const validateVersion = (input: unknown) => validate(formBody(input))
