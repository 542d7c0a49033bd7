import { Schema } from "effect"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { ActiveSwitch } from "../validation/ActiveToggle.ts"
import { conflictsOf, formBody } from "../validation/FormBody.ts"
import { Millimetres, millimetreMessages } from "../validation/NumberField.ts"
import { Price } from "../validation/Price.ts"
import type { StoredSize } from "./GlassThicknessForm.ts"

/** The narrowest and widest spacer bar of a double-glazed unit, in whole millimetres. */
export const spacerThicknessBounds = { min: 4, max: 30 } as const

/** The Persian messages of the spacer rules (the price's are the laminate colour form's). */
export const spacerThicknessMessages = {
  ...millimetreMessages("ضخامت", spacerThicknessBounds.min, spacerThicknessBounds.max),
  taken: "این ضخامت قبلاً ثبت شده است",
} as const

/** The spacer form (glass_spacer): size in mm, price in rials per metre of perimeter, active. */
export const SpacerThicknessForm = Schema.Struct({
  size: Millimetres("ضخامت", spacerThicknessBounds.min, spacerThicknessBounds.max),
  price: Price,
  is_active: ActiveSwitch,
})
export type SpacerThicknessForm = typeof SpacerThicknessForm.Type

const validateForm = validateWith(SpacerThicknessForm)

/** Checks the spacer form, answering `{ size, price, is_active }` or each field's first Persian message. */
export const validateSpacerThicknessForm = (input: unknown) => validateForm(formBody(input))

/** The duplicate error of a spacer whose size is already stored under another id. */
export const spacerThicknessConflicts = (
  candidate: { readonly id?: number | null; readonly size: number },
  stored: ReadonlyArray<StoredSize>,
): FieldErrors =>
  conflictsOf(candidate, stored, [{ field: "size", clash: (a, b) => a.size === b.size, message: spacerThicknessMessages.taken }])
