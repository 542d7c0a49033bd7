import { Option } from "effect"
import { toAsciiDigits } from "../text/digits.ts"
import { gregorianFromDayNumber, gregorianToDayNumber, weekdayOfDayNumber, type GregorianDate } from "./DayNumber.ts"
import {
  isJalaliLeapYear,
  jalaliFromDayNumber,
  jalaliFromDayNumberInGregorianYear,
  jalaliToDayNumber,
  type JalaliDate,
} from "./JalaliDays.ts"
import { firstJalaliYear, lastJalaliYear } from "./JalaliYears.ts"
import { tehranDayNumber } from "./TehranClock.ts"

export type { GregorianDate } from "./DayNumber.ts"
export type { JalaliDate } from "./JalaliDays.ts"
export { gregorianFromDayNumber, gregorianToDayNumber } from "./DayNumber.ts"
export { isJalaliLeapYear, jalaliFromDayNumber, jalaliToDayNumber } from "./JalaliDays.ts"
export { firstJalaliYear, lastJalaliYear } from "./JalaliYears.ts"
export { tehranDayNumber } from "./TehranClock.ts"

/** The Jalali date of a Gregorian date. */
export const toJalali = (date: GregorianDate): JalaliDate =>
  jalaliFromDayNumberInGregorianYear(gregorianToDayNumber(date.year, date.month, date.day), date.year)

/** The Gregorian date of a Jalali date. */
export const toGregorian = (date: JalaliDate): GregorianDate => gregorianFromDayNumber(jalaliToDayNumber(date))

/** Days in a Jalali month: 31 in the first six, 30 in the next five, 29 or 30 (leap) in Esfand. */
export const jalaliMonthLength = (year: number, month: number): number =>
  month <= 6 ? 31 : month <= 11 ? 30 : isJalaliLeapYear(year) ? 30 : 29

/** Whether a date exists: whole numbers, a supported year, month 1-12, a day of that month. */
export const isValidJalali = (date: JalaliDate): boolean =>
  Number.isInteger(date.year) &&
  Number.isInteger(date.month) &&
  Number.isInteger(date.day) &&
  date.year >= firstJalaliYear &&
  date.year <= lastJalaliYear &&
  date.month >= 1 &&
  date.month <= 12 &&
  date.day >= 1 &&
  date.day <= jalaliMonthLength(date.year, date.month)

const pad = (value: number, width: number): string => String(Math.abs(value)).padStart(width, "0")

/** Writes a date as "yyyy/MM/dd" with ASCII digits, zero-padded (a year before 0 gets a leading minus). */
export const formatJalali = (date: JalaliDate): string =>
  `${date.year < 0 ? "-" : ""}${pad(date.year, 4)}/${pad(date.month, 2)}/${pad(date.day, 2)}`

const datePattern = /^(-?\d{1,4})\/(\d{1,2})\/(\d{1,2})$/
// Direction marks and spaces creep in when dates are copied from right-to-left text.
const invisibleMarks = /[\s\u200c\u200e\u200f\u061c]/g

/** Reads "yyyy/MM/dd" (Persian, Arabic-Indic or ASCII digits, padding optional); none for an impossible date. */
export const parseJalali = (text: string): Option.Option<JalaliDate> => {
  const match = datePattern.exec(toAsciiDigits(text).replace(invisibleMarks, ""))
  if (match === null) return Option.none()
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return isValidJalali(date) ? Option.some(date) : Option.none()
}

/** Orders two Jalali dates: -1 when a is earlier, 1 when later, 0 when the same day. */
export const compareJalali = (a: JalaliDate, b: JalaliDate): -1 | 0 | 1 => {
  const difference = a.year !== b.year ? a.year - b.year : a.month !== b.month ? a.month - b.month : a.day - b.day
  return difference < 0 ? -1 : difference > 0 ? 1 : 0
}

/** The date some days after (or, when negative, before) a Jalali date. */
export const addDays = (date: JalaliDate, days: number): JalaliDate => jalaliFromDayNumber(jalaliToDayNumber(date) + days)

/** The weekday of a Jalali date, Saturday first: 0 Saturday ... 6 Friday. */
export const jalaliWeekday = (date: JalaliDate): number => weekdayOfDayNumber(jalaliToDayNumber(date))

/** The Jalali date in Tehran at an instant (milliseconds since the epoch). */
export const todayInTehran = (epochMs: number): JalaliDate => jalaliFromDayNumber(tehranDayNumber(epochMs))

/** The names of the Jalali months, Farvardin first. */
export const jalaliMonthNames = [
  "فروردین",
  "اردیبهشت",
  "خرداد",
  "تیر",
  "مرداد",
  "شهریور",
  "مهر",
  "آبان",
  "آذر",
  "دی",
  "بهمن",
  "اسفند",
] as const

/** The names of the weekdays, Saturday first (the Iranian week). */
export const jalaliWeekdayNames = ["شنبه", "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه"] as const
