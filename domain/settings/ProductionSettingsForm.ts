import { Option, Schema, SchemaTransformation } from "effect"
import type { ProductionSettings } from "../production/ProductionSettings.ts"
import { formBody } from "../validation/FormBody.ts"
import { BoundedNumber, type BoundedMessages } from "../validation/NumberField.ts"
import { toPersianDigits } from "../text/digits.ts"

/** One production setting as the form edits it: its place in the settings, its Persian name, unit and bounds (those of `ProductionSettingsSchema`). */
interface ProductionField {
  readonly path: readonly [keyof ProductionSettings] | readonly ["edge_allowance_mm", 1 | 2 | 3]
  readonly label: string
  readonly unit: "میلی‌متر" | "ثانیه" | null
  readonly min: number
  readonly max: number
}

const field = (
  path: ProductionField["path"],
  label: string,
  min: number,
  max: number,
  unit: ProductionField["unit"] = "میلی‌متر",
): ProductionField => ({ path, label, unit, min, max })

/** The production group's fields in the order the screen shows them and a revision lists them. */
export const productionFields = {
  trim_mm: field(["trim_mm"], "دورریز لبه ورق", 0, 200),
  kerf_mm: field(["kerf_mm"], "فاصله برش (کرف)", 0, 20),
  stages: field(["stages"], "مراحل گیوتین", 2, 3, null),
  longest_strip_mm: field(["longest_strip_mm"], "بیشترین پهنای نوار", 100, 10_000),
  shortest_waste_strip_mm: field(["shortest_waste_strip_mm"], "کمترین نوار دورریز", 0, 500),
  min_offcut_width_mm: field(["min_offcut_width_mm"], "کمترین پهنای باقی‌مانده", 0, 10_000),
  min_offcut_height_mm: field(["min_offcut_height_mm"], "کمترین بلندی باقی‌مانده", 0, 10_000),
  time_budget_seconds: field(["time_budget_seconds"], "زمان بهینه‌سازی هر برش", 1, 120, "ثانیه"),
  edge_diamond: field(["edge_allowance_mm", 1], "افزایش لبه الماسه", 0, 50),
  edge_tool: field(["edge_allowance_mm", 2], "افزایش لبه ابزار", 0, 50),
  edge_bevel: field(["edge_allowance_mm", 3], "افزایش لبه فارسی‌بر", 0, 50),
} as const satisfies Record<string, ProductionField>

export type ProductionFieldName = keyof typeof productionFields

/** A field's Persian messages: required, out of its bounds (stages: «۲ یا ۳»), and a fraction (whole millimetres and seconds only). */
const messagesOf = ({ label, unit, min, max }: ProductionField): BoundedMessages => {
  const outOfRange =
    unit === null
      ? `${label} باید ${toPersianDigits(min)} یا ${toPersianDigits(max)} باشد`
      : `${label} باید بین ${toPersianDigits(min)} و ${toPersianDigits(max)} ${unit} باشد`
  return {
    required: `وارد کردن ${label} اجباری است`,
    outOfRange,
    fraction: unit === null ? outOfRange : `${label} باید عدد صحیح باشد`,
  }
}

/** The Persian messages of the production group, per field. */
export const productionSettingsMessages = Object.fromEntries(
  Object.entries(productionFields).map(([name, spec]) => [name, messagesOf(spec)]),
) as Record<ProductionFieldName, BoundedMessages>

const Whole = (name: ProductionFieldName) =>
  BoundedNumber(productionSettingsMessages[name], {
    min: productionFields[name].min,
    max: productionFields[name].max,
    decimals: 0,
  })

/** A group of fields read from anything: what is no object reads as an empty one, so each field answers its own Persian message. */
const Group = <S extends Schema.Codec<unknown, Readonly<Record<string, unknown>>, never, never>>(fields: S) =>
  Schema.Unknown.pipe(
    Schema.decodeTo(
      fields,
      SchemaTransformation.transform<S["Encoded"], unknown>({ decode: formBody, encode: (group) => group }),
    ),
  )

/** A group inside a group: a missing one reads as empty too. */
const InnerGroup = <S extends Schema.Codec<unknown, Readonly<Record<string, unknown>>, never, never>>(fields: S) =>
  Schema.optionalKey(Schema.Unknown).pipe(
    Schema.decodeTo(
      fields,
      SchemaTransformation.transformOptional<S["Encoded"], unknown>({
        decode: (group: Option.Option<unknown>) => Option.some(formBody(Option.getOrUndefined(group))),
        encode: (group: Option.Option<S["Encoded"]>) => group,
      }),
    ),
  )

/** The production group of the settings form: whole millimetres and seconds, typed with Persian or English digits. */
export const ProductionSettingsFormSchema = Group(
  Schema.Struct({
    trim_mm: Whole("trim_mm"),
    kerf_mm: Whole("kerf_mm"),
    // Checked as a whole number from 2 to 3 first, so only 2 and 3 reach the stages' own type.
    stages: Whole("stages").pipe(
      Schema.decodeTo(
        Schema.Literals([2, 3]),
        SchemaTransformation.transform<2 | 3, number>({ decode: (stages) => (stages === 2 ? 2 : 3), encode: (stages) => stages }),
      ),
    ),
    longest_strip_mm: Whole("longest_strip_mm"),
    shortest_waste_strip_mm: Whole("shortest_waste_strip_mm"),
    min_offcut_width_mm: Whole("min_offcut_width_mm"),
    min_offcut_height_mm: Whole("min_offcut_height_mm"),
    time_budget_seconds: Whole("time_budget_seconds"),
    edge_allowance_mm: InnerGroup(Schema.Struct({ 1: Whole("edge_diamond"), 2: Whole("edge_tool"), 3: Whole("edge_bevel") })),
  }),
)
export type ProductionSettingsForm = typeof ProductionSettingsFormSchema.Type

/** The settings a checked production group holds. */
export const productionSettingsOfForm = (form: ProductionSettingsForm): ProductionSettings => ({
  ...form,
  edge_allowance_mm: { ...form.edge_allowance_mm },
})

/** The dotted name of a production field, as the form, its errors and a revision name it (`production.edge_allowance_mm.1`). */
export const productionFieldKey = (name: ProductionFieldName): string => ["production", ...productionFields[name].path].join(".")

const valueAt = (settings: ProductionSettings, { path }: ProductionField): number =>
  path[0] === "edge_allowance_mm" && path.length === 2 ? settings.edge_allowance_mm[path[1]] : (settings[path[0]] as number)

/** The flat values a revision compares, one per production field. */
export const flatProductionSettings = (settings: ProductionSettings): ReadonlyArray<readonly [string, number]> =>
  (Object.keys(productionFields) as ReadonlyArray<ProductionFieldName>).map((name) => [
    productionFieldKey(name),
    valueAt(settings, productionFields[name]),
  ])

/** The Persian names a revision lists the production fields by, the unit of the seconds named as the other settings' days are. */
export const productionFieldLabels: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(productionFields) as ReadonlyArray<ProductionFieldName>).map((name) => {
    const { label, unit } = productionFields[name]
    return [productionFieldKey(name), unit === "ثانیه" ? `${label} (ثانیه)` : label]
  }),
)
