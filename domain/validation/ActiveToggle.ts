import { Schema } from "effect"
import { laminateColorMessages } from "../laminate/LaminateColorForm.ts"
import { validateWith } from "./FieldErrors.ts"
import { FlagField } from "./FlagField.ts"
import { formBody } from "./FormBody.ts"

/** The message of an unreadable active flag, the same on every screen. */
export const activeInvalid = laminateColorMessages.activeInvalid

/** The active switch of a form: not sent reads as active, as a new record is. */
export const ActiveSwitch = FlagField(activeInvalid, true)

/** The activate/deactivate request body of every list (users, customers, reference data). */
export const ActiveToggle = Schema.Struct({ is_active: FlagField(activeInvalid) })
export type ActiveToggle = typeof ActiveToggle.Type

const validateToggle = validateWith(ActiveToggle)

/** Checks an activate/deactivate body, answering `{ is_active }` or its Persian message. */
export const validateActiveToggle = (input: unknown) => validateToggle(formBody(input))
