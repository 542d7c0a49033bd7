import { Option } from "effect"
import { toAsciiDigits } from "../text/digits.ts"
import { isValidJalali, parseJalali, type JalaliDate } from "./Jalali.ts"

// Eight digits with no separator, as staff type a date in the Iranian accounting programs: year, month, day.
const compactPattern = /^(\d{4})(\d{2})(\d{2})$/
// Direction marks and spaces creep in when dates are copied from right-to-left text.
const invisibleMarks = /[\s\u200c\u200e\u200f\u061c]/g

/**
 * Reads a date as it is typed into a date field: "1405/09/06", "1405/9/6" or the eight digits "14050906", in Persian,
 * Arabic-Indic or ASCII digits; none for anything else or an impossible date.
 */
export const parseTypedJalali = (text: string): Option.Option<JalaliDate> => {
  const match = compactPattern.exec(toAsciiDigits(text).replace(invisibleMarks, ""))
  if (match === null) return parseJalali(text)
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return isValidJalali(date) ? Option.some(date) : Option.none()
}
