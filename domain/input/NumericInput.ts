import { toAsciiDigits, toPersianDigits } from "../text/digits.ts"

/** The most digits a numeric input keeps: 15 digits always fit a JavaScript number exactly. */
export const maxNumericDigits = 15

/** The digits of typed text: Persian and Arabic-Indic digits read as ASCII, everything else dropped. */
const digitsOf = (text: string): string => toAsciiDigits(text).replace(/[^0-9]/g, "")

/** The digits as the input keeps them: no leading zeros (a lone 0 stays), at most 15. */
const keptDigits = (text: string): string =>
  digitsOf(text)
    .replace(/^0+(?=\d)/, "")
    .slice(0, maxNumericDigits)

/** What a numeric input holds as the user types: ASCII digits regrouped in thousands with commas ("1234567" -> "1,234,567"). */
export const formatNumericTyping = (text: string): string => keptDigits(text).replace(/\B(?=(\d{3})+(?!\d))/g, ",")

/** The number a numeric input stores: its digits read as a whole number, null when it has none. */
export const numericValue = (text: string): number | null => {
  const digits = keptDigits(text)
  return digits === "" ? null : Number(digits)
}

/** What a numeric input shows: its grouped digits in Persian digits with commas ("۱,۲۳۴"). */
export const numericDisplay = (text: string): string => toPersianDigits(formatNumericTyping(text))

/** The value a text input stores: the text as typed, null when empty. */
export const textValue = (text: string): string | null => (text === "" ? null : text)
