import * as jalaali from "jalaali-js"
import { describe, expect, it } from "vitest"
import {
  firstJalaliYear,
  gregorianFromDayNumber,
  isJalaliLeapYear,
  jalaliFromDayNumber,
  jalaliMonthLength,
  jalaliToDayNumber,
  lastJalaliYear,
  toGregorian,
  toJalali,
} from "./Jalali.ts"

// jalaali-js implements the same breaks algorithm, so it must agree on every day and every year of the range.
describe("agreement with jalaali-js", () => {
  it("agrees on every leap year and month length", () => {
    for (let y = firstJalaliYear; y <= lastJalaliYear; y += 1) {
      expect(isJalaliLeapYear(y)).toBe(jalaali.isLeapJalaaliYear(y))
      expect(jalaliMonthLength(y, 12)).toBe(jalaali.jalaaliMonthLength(y, 12))
    }
  })

  const first = jalaliToDayNumber({ year: firstJalaliYear, month: 1, day: 1 })
  const end = jalaliToDayNumber({ year: lastJalaliYear + 1, month: 1, day: 1 })

  it("agrees on every day of the range, Gregorian to Jalali", () => {
    const wrong: string[] = []
    for (let d = first; d < end; d += 1) {
      const g = gregorianFromDayNumber(d)
      const ours = toJalali(g)
      const theirs = jalaali.toJalaali(g.year, g.month, g.day)
      if (theirs.jy !== ours.year || theirs.jm !== ours.month || theirs.jd !== ours.day)
        wrong.push(`${g.year}-${g.month}-${g.day}`)
    }
    expect(wrong.slice(0, 10)).toEqual([])
    expect(end - first).toBe(1_183_020)
  })

  it("agrees on every day of the range, Jalali to Gregorian", () => {
    const wrong: string[] = []
    for (let d = first; d < end; d += 1) {
      const j = jalaliFromDayNumber(d)
      const ours = toGregorian(j)
      const theirs = jalaali.toGregorian(j.year, j.month, j.day)
      if (theirs.gy !== ours.year || theirs.gm !== ours.month || theirs.gd !== ours.day)
        wrong.push(`${j.year}/${j.month}/${j.day}`)
    }
    expect(wrong.slice(0, 10)).toEqual([])
  })
})
