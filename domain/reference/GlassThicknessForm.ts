import { Schema } from "effect"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { ActiveSwitch } from "../validation/ActiveToggle.ts"
import { conflictsOf, formBody } from "../validation/FormBody.ts"
import { Millimetres, millimetreMessages } from "../validation/NumberField.ts"

/** The thinnest and thickest float glass the company cuts, in whole millimetres. */
export const glassThicknessBounds = { min: 2, max: 25 } as const

/** The Persian messages of the glass thickness rules. */
export const glassThicknessMessages = {
  ...millimetreMessages("ضخامت", glassThicknessBounds.min, glassThicknessBounds.max),
  taken: "این ضخامت قبلاً ثبت شده است",
} as const

/** The glass thickness form (glass_width): its size in mm and whether new choices may use it. */
export const GlassThicknessForm = Schema.Struct({
  size: Millimetres("ضخامت", glassThicknessBounds.min, glassThicknessBounds.max),
  is_active: ActiveSwitch,
})
export type GlassThicknessForm = typeof GlassThicknessForm.Type

const validateForm = validateWith(GlassThicknessForm)

/** Checks the glass thickness form, answering `{ size, is_active }` or each field's first Persian message. */
export const validateGlassThicknessForm = (input: unknown) => validateForm(formBody(input))

/** A stored size, for the duplicate check. */
export interface StoredSize {
  readonly id: number
  readonly size: number
}

/** The duplicate error of a thickness whose size is already stored under another id (none when it is new). */
export const glassThicknessConflicts = (
  candidate: { readonly id?: number | null; readonly size: number },
  stored: ReadonlyArray<StoredSize>,
): FieldErrors =>
  conflictsOf(candidate, stored, [{ field: "size", clash: (a, b) => a.size === b.size, message: glassThicknessMessages.taken }])
