import { AmountField } from "../money/RialsField.ts"

/** The Persian messages of a bounded number field, in the order its rules are checked. */
export interface BoundedMessages {
  readonly required: string
  readonly outOfRange: string
  readonly fraction: string
}

/** The bounds of a number field: inclusive, and how many decimals it keeps (0: whole numbers). */
export interface Bounds {
  readonly min: number
  readonly max: number
  readonly decimals: number
}

const decimalsOf = (text: string): number => (text.split(".")[1] ?? "").replace(/0+$/, "").length

/** A number read from a number or typed text (Persian digits, separators, ٫ as decimal sign), required, within bounds. */
export const BoundedNumber = (messages: BoundedMessages, bounds: Bounds) =>
  AmountField(messages.required, [
    [(text) => Number(text) >= bounds.min && Number(text) <= bounds.max, messages.outOfRange],
    [(text) => decimalsOf(text) <= bounds.decimals, messages.fraction],
  ])

/** The messages of a size in millimetres: «وارد کردن X اجباری است», «X باید بین a و b میلی‌متر باشد», «X باید عدد صحیح باشد». */
export const millimetreMessages = (label: string, min: number, max: number): BoundedMessages => ({
  required: `وارد کردن ${label} اجباری است`,
  outOfRange: `${label} باید بین ${min} و ${max} میلی‌متر باشد`,
  fraction: `${label} باید عدد صحیح باشد`,
})

/** A whole number of millimetres between `min` and `max`, with the messages of `millimetreMessages(label, min, max)`. */
export const Millimetres = (label: string, min: number, max: number) =>
  BoundedNumber(millimetreMessages(label, min, max), { min, max, decimals: 0 })
