import { Schema } from "effect"
import { laminateColorMessages, maxLaminateNameLength } from "../laminate/LaminateColorForm.ts"
import type { OptionItem } from "../options/Options.ts"
import { validateWith } from "../validation/FieldErrors.ts"
import { ActiveSwitch } from "./fields/ActiveToggle.ts"
import { ChoiceField } from "./fields/ChoiceField.ts"
import { formBody } from "./fields/FormBody.ts"
import { Price } from "./fields/Price.ts"
import { RequiredText } from "./fields/TextFields.ts"

/** How an extra process on a piece is charged; the specification gives no codes, so these are ours. */
export const pricingUnits = [
  { code: 1, label: "هر عدد" },
  { code: 2, label: "هر متر مربع" },
  { code: 3, label: "هر متر طول لبه" },
] as const satisfies ReadonlyArray<OptionItem>

/** A pricing unit code: per piece 1, per m2 2, per metre of edge 3. */
export type PricingUnit = (typeof pricingUnits)[number]["code"]

/** The longest description name stored. */
export const maxDescriptionNameLength = maxLaminateNameLength

/** The Persian messages of the description rules (name and price as the laminate colour form words them). */
export const descriptionMessages = {
  nameRequired: laminateColorMessages.nameRequired,
  nameTooLong: laminateColorMessages.nameTooLong,
  unitRequired: "واحد قیمت‌گذاری را انتخاب کنید",
} as const

/** The description form (description_dimension): a process on a piece (drilling, cut-out, bevel...), its pricing unit and price in rials. */
export const DescriptionForm = Schema.Struct({
  name: RequiredText({ required: descriptionMessages.nameRequired, tooLong: descriptionMessages.nameTooLong }, maxDescriptionNameLength),
  pricing_unit: ChoiceField(pricingUnits, descriptionMessages.unitRequired),
  price: Price,
  is_active: ActiveSwitch,
})
export type DescriptionForm = typeof DescriptionForm.Type

const validateForm = validateWith(DescriptionForm)

/** Checks the description form, answering `{ name, pricing_unit, price, is_active }` or each field's first Persian message. */
export const validateDescriptionForm = (input: unknown) => validateForm(formBody(input))
