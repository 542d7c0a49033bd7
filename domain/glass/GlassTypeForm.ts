import { Option, Result, Schema } from "effect"
import { isRecordId } from "../identifiers/RecordId.ts"
import { laminateColorMessages, maxLaminateNameLength } from "../laminate/LaminateColorForm.ts"
import { glassMaterials } from "../options/Options.ts"
import { toAsciiDigits } from "../text/digits.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { FlagField } from "../validation/FlagField.ts"
import { ActiveSwitch } from "../validation/ActiveToggle.ts"
import { formBody } from "../validation/FormBody.ts"
import { IdListField } from "../validation/IdField.ts"
import { Price } from "../validation/Price.ts"
import { RequiredText } from "../validation/TextFields.ts"

/** A glass material code: raw 1, tempered 2, semi-tempered 3. */
export type GlassMaterial = (typeof glassMaterials)[number]["code"]

/** The most thicknesses one glass type offers. */
export const maxGlassTypeThicknesses = 30

/** The Persian messages of the glass type rules (name and prices as the laminate colour form words them). */
export const glassTypeMessages = {
  nameRequired: laminateColorMessages.nameRequired,
  nameTooLong: laminateColorMessages.nameTooLong,
  thicknessRequired: "حداقل یک ضخامت انتخاب کنید",
  thicknessTooMany: "حداکثر 30 ضخامت می‌توان انتخاب کرد",
  thicknessInvalid: "ضخامت نامعتبر است",
  thicknessRepeated: "این ضخامت تکراری است",
  mayRotateInvalid: "قابل چرخش بودن نامعتبر است",
} as const

/** One cell of the price grid: the price per m2 in rials of a thickness in a material. */
export interface GlassTypePrice {
  readonly width_id: number
  readonly material: GlassMaterial
  readonly price: number
}

/** A glass type as saved: its allowed thicknesses (width_ids, in the order chosen) and one price per thickness and material. */
export interface GlassTypeForm {
  readonly name: string
  readonly width_ids: ReadonlyArray<number>
  readonly prices: ReadonlyArray<GlassTypePrice>
  /** Whether its pieces may turn on a sheet: no for patterned glass whose pattern runs one way (production.md section 3). */
  readonly may_rotate: boolean
  readonly is_active: boolean
}

const Fields = Schema.Struct({
  name: RequiredText({ required: glassTypeMessages.nameRequired, tooLong: glassTypeMessages.nameTooLong }, maxLaminateNameLength),
  width_ids: IdListField(
    {
      atLeastOne: glassTypeMessages.thicknessRequired,
      tooMany: glassTypeMessages.thicknessTooMany,
      invalid: glassTypeMessages.thicknessInvalid,
      duplicate: glassTypeMessages.thicknessRepeated,
    },
    { min: 1, max: maxGlassTypeThicknesses },
  ),
  // Not sent reads as yes, the column's default: most glass may turn.
  may_rotate: FlagField(glassTypeMessages.mayRotateInvalid, true),
  is_active: ActiveSwitch,
})
const validateFields = validateWith(Fields)

/** The grid of the allowed thicknesses: one price input per material, named `prices.<width_id>.<material>` so an error sits under its cell. */
const gridOf = (widthIds: ReadonlyArray<number>) => {
  const row = Schema.Struct(Object.fromEntries(glassMaterials.map((material) => [String(material.code), Price])))
  return validateWith(Schema.Struct({ prices: Schema.Struct(Object.fromEntries(widthIds.map((id) => [String(id), row]))) }))
}

/** The distinct positive ids of the sent list, so the grid is checked even while another field is wrong. */
const readableIds = (raw: unknown): ReadonlyArray<number> =>
  Array.isArray(raw)
    ? [...new Set(raw.map((id) => Number(typeof id === "string" ? toAsciiDigits(id.trim()) : id)).filter(isRecordId))]
    : []

/** Checks the glass type form: `prices` is `{ [width_id]: { 1: raw, 2: tempered, 3: semi-tempered } }`; a missing or negative cell is refused under its name, rows of thicknesses not chosen are dropped. */
export const validateGlassTypeForm = (input: unknown): Result.Result<GlassTypeForm, FieldErrors> => {
  const body = formBody(input)
  const fields = validateFields(body)
  const widthIds = Result.match(fields, { onSuccess: (form) => form.width_ids, onFailure: () => readableIds(body.width_ids) })
  const sent = formBody(body.prices)
  const grid = gridOf(widthIds)({ prices: Object.fromEntries(widthIds.map((id) => [String(id), formBody(sent[String(id)])])) })
  if (Result.isSuccess(fields) && Result.isSuccess(grid)) {
    const cells = grid.success.prices as Readonly<Record<string, Readonly<Record<string, number>>>>
    const prices = widthIds.flatMap((width_id) =>
      glassMaterials.map(({ code: material }) => ({
        width_id,
        material,
        price: cells[String(width_id)]?.[String(material)] ?? 0,
      })),
    )
    return Result.succeed({ ...fields.success, prices })
  }
  return Result.fail({
    ...Result.match(fields, { onSuccess: () => ({}), onFailure: (errors) => errors }),
    ...Result.match(grid, { onSuccess: () => ({}), onFailure: (errors) => errors }),
  })
}

/** The form's input for a stored glass type (the edit form's starting values; its prices as the grid object). */
export const glassTypeInput = (form: GlassTypeForm) => ({
  name: form.name,
  width_ids: form.width_ids,
  prices: Object.fromEntries(
    form.width_ids.map((id) => [
      String(id),
      Object.fromEntries(form.prices.filter((cell) => cell.width_id === id).map((cell) => [String(cell.material), cell.price])),
    ]),
  ),
  may_rotate: form.may_rotate,
  is_active: form.is_active,
})

/** The price per m2 of a thickness in a material, none when the type does not offer it. */
export const glassTypePrice = (
  form: Pick<GlassTypeForm, "prices">,
  widthId: number,
  material: GlassMaterial,
): Option.Option<number> =>
  Option.fromNullishOr(form.prices.find((cell) => cell.width_id === widthId && cell.material === material)?.price)

/** The errors of thicknesses that are not stored (keyed `width_ids.<index>`), for the server to add before saving. */
export const unknownThicknessErrors = (widthIds: ReadonlyArray<number>, storedIds: ReadonlyArray<number>): FieldErrors =>
  Object.fromEntries(
    widthIds.flatMap((id, index) => (storedIds.includes(id) ? [] : [[`width_ids.${index}`, glassTypeMessages.thicknessInvalid]])),
  )
