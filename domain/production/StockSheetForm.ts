import { Option, Result, Schema, SchemaTransformation } from "effect"
import { amountText } from "../money/RialsField.ts"
import { ActiveSwitch } from "../validation/ActiveToggle.ts"
import { formBody } from "../validation/FormBody.ts"
import { IdField } from "../validation/IdField.ts"
import { Millimetres, millimetreMessages } from "../validation/NumberField.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"

/** A sheet's sides in whole millimetres: a cut-down sheet of 100 mm is already an offcut's size, and no float line makes one over 10 m. */
export const sheetSideBounds = { min: 100, max: 10_000 } as const

/** The most sheets of one size counted in stock (a year of a large plant's buying). */
export const maxSheetCount = 100_000

const { min, max } = sheetSideBounds

/** The Persian messages of the stock sheet rules. */
export const stockSheetMessages = {
  glassTypeRequired: "نوع شیشه را انتخاب کنید",
  glassTypeInvalid: "نوع شیشه نامعتبر است",
  glassTypeInactive: "این نوع شیشه فعال نیست",
  thicknessRequired: "ضخامت را انتخاب کنید",
  thicknessInvalid: "ضخامت نامعتبر است",
  thicknessNotOffered: "این ضخامت برای این نوع شیشه تعریف نشده است",
  width: millimetreMessages("عرض", min, max),
  height: millimetreMessages("ارتفاع", min, max),
  countNotNumber: "تعداد باید عدد باشد",
  countFraction: "تعداد باید عدد صحیح باشد",
  countOutOfRange: `تعداد باید بین 0 و ${maxSheetCount} باشد`,
  taken: "ورقی با این اندازه برای این نوع شیشه و ضخامت قبلاً ثبت شده است",
} as const

/** The count as typed: "" when blank (as many as needed), "?" when it is no number, else its ASCII decimal text. */
const countText = (raw: unknown): string => {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return ""
  const text = amountText(raw)
  return text === "" ? "?" : text
}

/** The count in stock: blank or null means as many as needed; else a whole number from 0 to `maxSheetCount`. */
export const SheetCount = Schema.optionalKey(Schema.Unknown)
  .pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.transformOptional<string, unknown>({
        decode: (value: Option.Option<unknown>) => Option.some(Option.match(value, { onNone: () => "", onSome: countText })),
        encode: (text: Option.Option<string>) => text,
      }),
    ),
  )
  .check(
    Schema.makeFilter((text: string) => text !== "?", { message: stockSheetMessages.countNotNumber }),
    Schema.makeFilter((text: string) => text === "" || text === "?" || Number.isInteger(Number(text)), {
      message: stockSheetMessages.countFraction,
    }),
    Schema.makeFilter((text: string) => text === "" || text === "?" || (Number(text) >= 0 && Number(text) <= maxSheetCount), {
      message: stockSheetMessages.countOutOfRange,
    }),
  )
  .pipe(
    Schema.decodeTo(
      Schema.NullOr(Schema.Number),
      SchemaTransformation.transform<number | null, string>({
        decode: (text) => (text === "" ? null : Number(text) + 0),
        encode: (count) => (count === null ? "" : String(count)),
      }),
    ),
  )

/** A stock sheet as the form and the API send it: the material (glass type and thickness), its size, the count in stock, active. */
export const StockSheetForm = Schema.Struct({
  glass_type_id: IdField({ required: stockSheetMessages.glassTypeRequired, invalid: stockSheetMessages.glassTypeInvalid }),
  glass_width_id: IdField({ required: stockSheetMessages.thicknessRequired, invalid: stockSheetMessages.thicknessInvalid }),
  width: Millimetres("عرض", min, max),
  height: Millimetres("ارتفاع", min, max),
  count: SheetCount,
  is_active: ActiveSwitch,
})
export type StockSheetForm = typeof StockSheetForm.Type

const validateFields = validateWith(StockSheetForm)

/** Checks a stock sheet body, answering it or each field's first Persian message (the browser and the server run the same rule). */
export const validateStockSheetForm = (input: unknown): Result.Result<StockSheetForm, FieldErrors> =>
  validateFields(formBody(input))

/** A material the plant may stock: an active glass type and a thickness it is offered in. */
export interface OfferedMaterial {
  readonly glass_type_id: number
  readonly glass_width_id: number
}

/** The errors of a sheet whose glass type is unknown or inactive, or whose thickness the type is not offered in. */
export const stockSheetMaterialErrors = (
  sheet: OfferedMaterial,
  context: { readonly activeTypeIds: ReadonlyArray<number>; readonly offered: ReadonlyArray<OfferedMaterial> },
): FieldErrors => {
  if (!context.activeTypeIds.includes(sheet.glass_type_id)) return { glass_type_id: stockSheetMessages.glassTypeInactive }
  const offered = context.offered.some(
    (material) => material.glass_type_id === sheet.glass_type_id && material.glass_width_id === sheet.glass_width_id,
  )
  return offered ? {} : { glass_width_id: stockSheetMessages.thicknessNotOffered }
}
