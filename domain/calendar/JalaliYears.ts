import { gregorianToDayNumber } from "./DayNumber.ts"

/** The first Jalali year the conversion is valid for. */
export const firstJalaliYear = -61
/** The last Jalali year the conversion is valid for. */
export const lastJalaliYear = 3177

// The years at which the 33-year leap pattern shifts, as in Borkowski's algorithm (jalaali-js's breaks).
const breaks = [-61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178]

// All operands are non-negative inside the supported range, so floor division is the algorithm's division.
const div = (a: number, b: number): number => Math.floor(a / b)

/** Day number of 1 Farvardin and whether the year is leap, by the breaks algorithm. */
const computeYear = (jy: number): { readonly start: number; readonly leap: boolean } => {
  let leapJ = -14
  let jp = breaks[0] ?? firstJalaliYear
  let jump = 0
  for (let i = 1; i < breaks.length; i += 1) {
    const jm = breaks[i] ?? jp
    jump = jm - jp
    if (jy < jm) break
    leapJ += div(jump, 33) * 8 + div(jump % 33, 4)
    jp = jm
  }
  let n = jy - jp
  leapJ += div(n, 33) * 8 + div((n % 33) + 3, 4)
  if (jump % 33 === 4 && jump - n === 4) leapJ += 1
  const gy = jy + 621
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150
  const march = 20 + leapJ - leapG
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33
  const cycle = (((((n + 1) % 33) - 1) % 4) + 4) % 4
  return { start: gregorianToDayNumber(gy, 3, march), leap: cycle === 0 }
}

const yearCount = lastJalaliYear - firstJalaliYear + 1

/** Day number of 1 Farvardin of each supported year, plus the day after the last year ends. */
export const yearStarts: Int32Array = new Int32Array(yearCount + 1)
/** 1 for each supported leap year, else 0. */
export const leapYears: Uint8Array = new Uint8Array(yearCount)

for (let i = 0; i < yearCount; i += 1) {
  const year = computeYear(firstJalaliYear + i)
  yearStarts[i] = year.start
  leapYears[i] = year.leap ? 1 : 0
}
yearStarts[yearCount] = (yearStarts[yearCount - 1] ?? 0) + 365 + (leapYears[yearCount - 1] ?? 0)

/** Day number of the first day of the supported range (1 Farvardin -61). */
export const firstDayNumber = yearStarts[0] ?? 0
/** Day number just after the supported range (the day after 29 or 30 Esfand 3177). */
export const endDayNumber = yearStarts[yearCount] ?? 0
