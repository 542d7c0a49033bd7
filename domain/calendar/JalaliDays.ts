import { endDayNumber, firstDayNumber, firstJalaliYear, lastJalaliYear, leapYears, yearStarts } from "./JalaliYears.ts"

/** A date of the Jalali (Solar Hijri) calendar; month 1 (Farvardin) to 12 (Esfand). */
export interface JalaliDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

// Outside the supported range the 33 years at the nearer end repeat, so every function stays total and invertible.
const lowPeriod = (yearStarts[33] ?? 0) - firstDayNumber
const highPeriod = endDayNumber - (yearStarts[lastJalaliYear - 32 - firstJalaliYear] ?? 0)

/** How many 33-year periods shift the year into the supported range (negative below, positive above). */
const periodsOutside = (year: number): number =>
  year < firstJalaliYear
    ? -Math.ceil((firstJalaliYear - year) / 33)
    : year > lastJalaliYear
      ? Math.ceil((year - lastJalaliYear) / 33)
      : 0

/** Day number of 1 Farvardin of a Jalali year. */
export const jalaliYearStart = (year: number): number => {
  const shift = periodsOutside(year)
  const inside = yearStarts[year - 33 * shift - firstJalaliYear] ?? 0
  return shift === 0 ? inside : inside + shift * (shift < 0 ? lowPeriod : highPeriod)
}

/** Whether a Jalali year has 366 days (Esfand has 30 days). */
export const isJalaliLeapYear = (year: number): boolean => leapYears[year - 33 * periodsOutside(year) - firstJalaliYear] === 1

/** Days since 1970-01-01 of a Jalali date. */
export const jalaliToDayNumber = (date: JalaliDate): number => {
  const index = date.year - firstJalaliYear
  const start = index >= 0 && index < leapYears.length ? (yearStarts[index] ?? 0) : jalaliYearStart(date.year)
  const month = date.month
  return start + (month <= 7 ? (month - 1) * 31 : 6 * 31 + (month - 7) * 30) + date.day - 1
}

/** The Jalali date of a day number inside the supported range, from the index of its year's estimate. */
const dateInRange = (dayNumber: number, estimate: number): JalaliDate => {
  // Every quantity here is a non-negative int32, so `| 0` is floor division.
  let index = estimate < leapYears.length ? estimate : leapYears.length - 1
  while ((yearStarts[index] ?? 0) > dayNumber) index -= 1
  while ((yearStarts[index + 1] ?? 0) <= dayNumber) index += 1
  const dayOfYear = dayNumber - (yearStarts[index] ?? 0)
  const year = index + firstJalaliYear
  if (dayOfYear < 186) return { year, month: 1 + ((dayOfYear / 31) | 0), day: 1 + (dayOfYear % 31) }
  const rest = dayOfYear - 186
  return { year, month: 7 + ((rest / 30) | 0), day: 1 + (rest % 30) }
}

// The mean year of the supported range, only used to guess a year that dateInRange then corrects.
const meanYear = (endDayNumber - firstDayNumber) / leapYears.length

/** The Jalali date of a day number (days since 1970-01-01). */
export const jalaliFromDayNumber = (dayNumber: number): JalaliDate => {
  if (dayNumber >= firstDayNumber && dayNumber < endDayNumber) {
    return dateInRange(dayNumber, ((dayNumber - firstDayNumber) / meanYear) | 0)
  }
  const below = dayNumber < firstDayNumber
  const periods = below
    ? -Math.ceil((firstDayNumber - dayNumber) / lowPeriod)
    : Math.floor((dayNumber - endDayNumber) / highPeriod) + 1
  const inside = dayNumber - periods * (below ? lowPeriod : highPeriod)
  const date = dateInRange(inside, ((inside - firstDayNumber) / meanYear) | 0)
  return { year: date.year + 33 * periods, month: date.month, day: date.day }
}

/** The Jalali date of a day number whose Gregorian year is known, skipping the year estimate. */
export const jalaliFromDayNumberInGregorianYear = (dayNumber: number, gregorianYear: number): JalaliDate => {
  const estimate = gregorianYear - 621 - firstJalaliYear
  return dayNumber >= firstDayNumber && dayNumber < endDayNumber && estimate >= 0
    ? dateInRange(dayNumber, estimate)
    : jalaliFromDayNumber(dayNumber)
}
