import { Result, Schema } from "effect"
import { glassMaterials } from "../options/Options.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { ChoiceField } from "../validation/ChoiceField.ts"
import { conflictsOf, formBody, withFormErrors } from "../validation/FormBody.ts"
import { IdField } from "../validation/IdField.ts"
import { Millimetres, millimetreMessages } from "../validation/NumberField.ts"

/** The smallest and largest side a limit may name, in whole millimetres (a jumbo sheet is 3210 x 6000). */
export const sizeLimitBounds = { min: 10, max: 6000 } as const

const { min, max } = sizeLimitBounds

/** The Persian messages of the size limit rules. */
export const glassSizeLimitMessages = {
  thicknessRequired: "ضخامت را انتخاب کنید",
  thicknessInvalid: "ضخامت نامعتبر است",
  materialRequired: "جنس شیشه را انتخاب کنید",
  minWidth: millimetreMessages("حداقل عرض", min, max),
  maxWidth: millimetreMessages("حداکثر عرض", min, max),
  minHeight: millimetreMessages("حداقل ارتفاع", min, max),
  maxHeight: millimetreMessages("حداکثر ارتفاع", min, max),
  maxWidthBelowMin: "حداکثر عرض نمی‌تواند کمتر از حداقل عرض باشد",
  maxHeightBelowMin: "حداکثر ارتفاع نمی‌تواند کمتر از حداقل ارتفاع باشد",
  thicknessNotOffered: "این ضخامت برای این نوع شیشه تعریف نشده است",
  taken: "برای این ضخامت و جنس قبلاً محدودیت ثبت شده است",
} as const

const MinWidth = Millimetres("حداقل عرض", min, max)
const MaxWidth = Millimetres("حداکثر عرض", min, max)
const MinHeight = Millimetres("حداقل ارتفاع", min, max)
const MaxHeight = Millimetres("حداکثر ارتفاع", min, max)

/** One size limit row of a glass type (the route's `order`): for a thickness and a material, the smallest and largest piece in mm. */
export const GlassSizeLimitForm = Schema.Struct({
  width_id: IdField({ required: glassSizeLimitMessages.thicknessRequired, invalid: glassSizeLimitMessages.thicknessInvalid }),
  material: ChoiceField(glassMaterials, glassSizeLimitMessages.materialRequired),
  min_width: MinWidth,
  max_width: MaxWidth,
  min_height: MinHeight,
  max_height: MaxHeight,
})
export type GlassSizeLimitForm = typeof GlassSizeLimitForm.Type

const validateFields = validateWith(GlassSizeLimitForm)
const widths = validateWith(Schema.Struct({ low: MinWidth, high: MaxWidth }))
const heights = validateWith(Schema.Struct({ low: MinHeight, high: MaxHeight }))

/** The error of a pair whose both sides read but whose maximum is under its minimum, under the maximum's name. */
const orderError = (
  pair: Result.Result<{ readonly low: number; readonly high: number }, FieldErrors>,
  field: string,
  message: string,
): FieldErrors => (Result.isSuccess(pair) && pair.success.high < pair.success.low ? { [field]: message } : {})

/** Checks a size limit row, answering it or each field's first Persian message; a maximum under its minimum is refused beside the other rules. */
export const validateGlassSizeLimitForm = (input: unknown): Result.Result<GlassSizeLimitForm, FieldErrors> => {
  const body = formBody(input)
  return withFormErrors(validateFields(body), {
    ...orderError(widths({ low: body.min_width, high: body.max_width }), "max_width", glassSizeLimitMessages.maxWidthBelowMin),
    ...orderError(
      heights({ low: body.min_height, high: body.max_height }),
      "max_height",
      glassSizeLimitMessages.maxHeightBelowMin,
    ),
  })
}

/** A stored limit row of the same glass type, for the duplicate check. */
export interface StoredSizeLimit {
  readonly id: number
  readonly width_id: number
  readonly material: number
}

/** The errors of a row whose thickness the glass type does not offer, or whose thickness and material already have a row. */
export const glassSizeLimitConflicts = (
  candidate: { readonly id?: number | null; readonly width_id: number; readonly material: number },
  context: { readonly offeredWidthIds: ReadonlyArray<number>; readonly stored: ReadonlyArray<StoredSizeLimit> },
): FieldErrors => ({
  ...(context.offeredWidthIds.includes(candidate.width_id) ? {} : { width_id: glassSizeLimitMessages.thicknessNotOffered }),
  ...conflictsOf(candidate, context.stored, [
    {
      field: "material",
      clash: (a, b) => a.width_id === b.width_id && a.material === b.material,
      message: glassSizeLimitMessages.taken,
    },
  ]),
})
