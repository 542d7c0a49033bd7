import { Schema } from "effect"
import { laminateColorMessages, maxLaminateNameLength } from "../laminate/LaminateColorForm.ts"
import type { OptionItem } from "../options/Options.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { ActiveSwitch } from "../validation/ActiveToggle.ts"
import { ChoiceField } from "../validation/ChoiceField.ts"
import { conflictsOf, formBody } from "../validation/FormBody.ts"
import { sameText } from "../validation/SameText.ts"
import { Price } from "../validation/Price.ts"
import { RequiredText } from "../validation/TextFields.ts"

/** How an extra process on a piece is charged; the specification gives no codes, so these are ours. */
export const pricingUnits = [
  { code: 1, label: "هر عدد" },
  { code: 2, label: "هر متر مربع" },
  { code: 3, label: "هر متر طول لبه" },
] as const satisfies ReadonlyArray<OptionItem>

/** A pricing unit code: per piece 1, per m2 2, per metre of edge 3. */
export type PricingUnit = (typeof pricingUnits)[number]["code"]

/** The name each pricing unit is stored and answered under (the lookup's `unit`). */
export const pricingUnitNames = { 1: "piece", 2: "square_meter", 3: "meter" } as const satisfies Record<PricingUnit, string>
export type PricingUnitName = (typeof pricingUnitNames)[PricingUnit]

/** The code of a stored unit name. */
export const pricingUnitOf = (name: PricingUnitName): PricingUnit => (name === "piece" ? 1 : name === "square_meter" ? 2 : 3)

/** The longest description name stored. */
export const maxDescriptionNameLength = maxLaminateNameLength

/** The Persian messages of the description rules (name and price as the laminate colour form words them). */
export const descriptionMessages = {
  nameRequired: laminateColorMessages.nameRequired,
  nameTooLong: laminateColorMessages.nameTooLong,
  unitRequired: "واحد قیمت‌گذاری را انتخاب کنید",
  nameTaken: "این نام قبلاً ثبت شده است",
} as const

/** The description form (description_dimension): a process on a piece (drilling, cut-out, bevel...), its pricing unit and price in rials. */
export const DescriptionForm = Schema.Struct({
  name: RequiredText(
    { required: descriptionMessages.nameRequired, tooLong: descriptionMessages.nameTooLong },
    maxDescriptionNameLength,
  ),
  pricing_unit: ChoiceField(pricingUnits, descriptionMessages.unitRequired),
  price: Price,
  is_active: ActiveSwitch,
})
export type DescriptionForm = typeof DescriptionForm.Type

const validateForm = validateWith(DescriptionForm)

/** Checks the description form, answering `{ name, pricing_unit, price, is_active }` or each field's first Persian message. */
export const validateDescriptionForm = (input: unknown) => validateForm(formBody(input))

/** The duplicate error of a description whose name another already has (Latin letters compared without case): a product's detail choice would show two equal entries. */
export const descriptionConflicts = (
  candidate: { readonly id?: number | null; readonly name: string },
  stored: ReadonlyArray<{ readonly id: number; readonly name: string }>,
): FieldErrors =>
  conflictsOf(candidate, stored, [
    { field: "name", clash: (a, b) => sameText(a.name, b.name), message: descriptionMessages.nameTaken },
  ])
