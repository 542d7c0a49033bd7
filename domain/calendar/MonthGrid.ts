import { Option } from "effect"
import {
  firstJalaliYear,
  isValidJalali,
  jalaliFromDayNumber,
  jalaliMonthLength,
  jalaliToDayNumber,
  lastJalaliYear,
  type JalaliDate,
} from "./Jalali.ts"
import { weekdayOfDayNumber } from "./DayNumber.ts"

/** One day of a month grid: its date, whether it belongs to the month shown, its weekday (0 Saturday ... 6 Friday). */
export interface MonthCell {
  readonly date: JalaliDate
  readonly inMonth: boolean
  readonly weekday: number
  /** Friday, the weekend. */
  readonly isFriday: boolean
}

/** The weeks of a Jalali month, Saturday first; the days of the neighbouring months fill the first and last weeks, marked not in the month; empty for a month that does not exist. */
export const monthGrid = (year: number, month: number): ReadonlyArray<ReadonlyArray<MonthCell>> => {
  if (!isValidJalali({ year, month, day: 1 })) return []
  const first = jalaliToDayNumber({ year, month, day: 1 })
  const gridStart = first - weekdayOfDayNumber(first)
  const weekCount = Math.ceil((first - gridStart + jalaliMonthLength(year, month)) / 7)
  return Array.from({ length: weekCount }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = jalaliFromDayNumber(gridStart + week * 7 + weekday)
      return { date, inMonth: date.year === year && date.month === month, weekday, isFriday: weekday === 6 }
    }),
  )
}

/** How many years a page of the year picker shows. */
export const yearPageSize = 12

/** A page of the year picker: its years, and the first years of the pages before and after it, if any. */
export interface YearPage {
  readonly years: ReadonlyArray<number>
  readonly previous: Option.Option<number>
  readonly next: Option.Option<number>
}

/** First year of the page holding a year: pages run in twelves from the first supported year, so every year has exactly one page. */
const pageStart = (year: number): number => {
  const clamped = Math.min(lastJalaliYear, Math.max(firstJalaliYear, Math.trunc(year)))
  return firstJalaliYear + Math.floor((clamped - firstJalaliYear) / yearPageSize) * yearPageSize
}

/** The twelve years of the picker page holding a year (a year outside the supported range shows the nearest page). */
export const yearPage = (year: number): YearPage => {
  const start = pageStart(year)
  // The range holds 3239 years, so the last page stops at the last supported year with eleven.
  const end = Math.min(start + yearPageSize - 1, lastJalaliYear)
  return {
    years: Array.from({ length: end - start + 1 }, (_, i) => start + i),
    previous: start > firstJalaliYear ? Option.some(pageStart(start - 1)) : Option.none(),
    next: end < lastJalaliYear ? Option.some(pageStart(end + 1)) : Option.none(),
  }
}
