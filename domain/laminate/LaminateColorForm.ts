import { Schema } from "effect"
import { RialsField } from "../money/RialsField.ts"
import { validateWith } from "../validation/FieldErrors.ts"
import { FlagField } from "../validation/FlagField.ts"
import { TextField } from "../validation/fields.ts"

/** The longest colour name stored. */
export const maxLaminateNameLength = 100

/** The Persian messages of the laminate colour rules: the specification's, then the project's own (length, whole rials, upper bound, toggle). */
export const laminateColorMessages = {
  nameRequired: "وارد کردن نام اجباری است",
  nameTooLong: "نام باید حداکثر 100 کاراکتر باشد",
  priceRequired: "وارد کردن قیمت اجباری است",
  priceNegative: "قیمت منفی نمیتواند باشد",
  priceFraction: "قیمت باید عدد صحیح باشد",
  priceTooLarge: "قیمت بیش از حد مجاز است",
  activeInvalid: "وضعیت نامعتبر است",
} as const

/** A colour's name: required, at most `maxLaminateNameLength` characters, ي/ك stored as ی/ک. */
export const LaminateColorName = TextField.check(
  Schema.isMinLength(1, { message: laminateColorMessages.nameRequired }),
  Schema.isMaxLength(maxLaminateNameLength, { message: laminateColorMessages.nameTooLong }),
)

/** A colour's price per m2 in rials: 0 is accepted, a negative, fractional or absurd one is refused. */
export const LaminateColorPrice = RialsField({
  required: laminateColorMessages.priceRequired,
  negative: laminateColorMessages.priceNegative,
  fraction: laminateColorMessages.priceFraction,
  tooLarge: laminateColorMessages.priceTooLarge,
})

/** The laminate colour form as the user fills it (also the create and edit request body). */
export const LaminateColorForm = Schema.Struct({ name: LaminateColorName, price: LaminateColorPrice })
export type LaminateColorForm = typeof LaminateColorForm.Type

/** The active toggle's request body. */
export const LaminateColorToggle = Schema.Struct({ is_active: FlagField(laminateColorMessages.activeInvalid) })
export type LaminateColorToggle = typeof LaminateColorToggle.Type

/** A body that is no object is read as an empty one, so every field answers with its own Persian message. */
const fieldsOf = (input: unknown): unknown => (typeof input === "object" && input !== null && !Array.isArray(input) ? input : {})

const validateForm = validateWith(LaminateColorForm)
const validateToggle = validateWith(LaminateColorToggle)

/** Checks the laminate colour form, answering `{ name, price }` or each field's first Persian message. */
export const validateLaminateColorForm = (input: unknown) => validateForm(fieldsOf(input))

/** Checks the active toggle's body, answering `{ is_active }` or its Persian message. */
export const validateLaminateColorToggle = (input: unknown) => validateToggle(fieldsOf(input))
