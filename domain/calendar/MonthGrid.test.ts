import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addDays, firstJalaliYear, jalaliMonthLength, lastJalaliYear, toGregorian } from "./Jalali.ts"
import { monthGrid, yearPage } from "./MonthGrid.ts"

const year = fc.integer({ min: firstJalaliYear, max: lastJalaliYear })
const month = fc.integer({ min: 1, max: 12 })
/** The weekday the platform's Gregorian calendar gives, Saturday first. */
const gregorianWeekday = (date: { year: number; month: number; day: number }) => {
  const g = toGregorian(date)
  return (new Date(new Date(0).setUTCFullYear(g.year, g.month - 1, g.day)).getUTCDay() + 1) % 7
}

describe("monthGrid", () => {
  it("shows every day of the month once, in order", () => {
    fc.assert(
      fc.property(year, month, (y, m) => {
        const days = monthGrid(y, m)
          .flat()
          .filter((cell) => cell.inMonth)
          .map((cell) => cell.date)
        expect(days).toEqual(Array.from({ length: jalaliMonthLength(y, m) }, (_, i) => ({ year: y, month: m, day: i + 1 })))
      }),
      { numRuns: 500 },
    )
  })

  it("lays weeks of seven consecutive days, Saturday in the first column and Friday, flagged, in the last", () => {
    fc.assert(
      fc.property(year, month, (y, m) => {
        const weeks = monthGrid(y, m)
        const cells = weeks.flat()
        expect(weeks.every((week) => week.length === 7 && week.some((cell) => cell.inMonth))).toBe(true)
        expect([5, 6]).toContain(weeks.length)
        cells.forEach((cell, i) => {
          expect(cell.weekday).toBe(i % 7)
          expect(gregorianWeekday(cell.date)).toBe(i % 7)
          expect(cell.isFriday).toBe(i % 7 === 6)
          const next = cells[i + 1]
          if (next !== undefined) expect(next.date).toEqual(addDays(cell.date, 1))
        })
      }),
      { numRuns: 150 },
    )
  })

  it("lays out Farvardin 1403, which began on a Wednesday", () => {
    const weeks = monthGrid(1403, 1)
    expect(weeks.length).toBe(5)
    expect(weeks[0]?.map((cell) => cell.inMonth)).toEqual([false, false, false, false, true, true, true])
    expect(weeks[0]?.[0]?.date).toEqual({ year: 1402, month: 12, day: 26 })
    expect(weeks[0]?.[4]?.date).toEqual({ year: 1403, month: 1, day: 1 })
    expect(weeks[0]?.[6]).toEqual({ date: { year: 1403, month: 1, day: 3 }, inMonth: true, weekday: 6, isFriday: true })
  })

  it("is empty for a month that does not exist", () => {
    for (const [y, m] of [
      [1403, 0],
      [1403, 13],
      [firstJalaliYear - 1, 1],
      [lastJalaliYear + 1, 1],
      [1403.5, 1],
    ] as const)
      expect(monthGrid(y, m)).toEqual([])
  })
})

describe("yearPage", () => {
  it("holds twelve consecutive supported years including the year (eleven on the last page)", () => {
    fc.assert(
      fc.property(year, (y) => {
        const { years } = yearPage(y)
        expect(years.length).toBe(y >= 3167 ? 11 : 12)
        expect(years.includes(y)).toBe(true)
        expect(years.every((each, i) => each === years[0]! + i && each >= firstJalaliYear && each <= lastJalaliYear)).toBe(true)
      }),
    )
  })

  it("is the same page for every year on it, twelve years but for the last page", () => {
    fc.assert(
      fc.property(year, (y) => {
        const page = yearPage(y)
        for (const other of page.years) expect(yearPage(other)).toEqual(page)
        expect(page.years).toHaveLength(page.years[0] === 3167 ? 11 : 12)
      }),
      { numRuns: 300 },
    )
  })

  it("returns to the same page after paging forward then back, and back then forward", () => {
    fc.assert(
      fc.property(year, (y) => {
        const page = yearPage(y)
        Option.map(page.next, (next) => expect(yearPage(next).previous).toEqual(Option.some(page.years[0])))
        Option.map(page.previous, (previous) => expect(yearPage(previous).next).toEqual(Option.some(page.years[0])))
      }),
    )
  })

  it("pages by twelve and stops at the ends of the range", () => {
    expect(yearPage(1403)).toEqual({
      years: Array.from({ length: 12 }, (_, i) => 1403 + i),
      previous: Option.some(1391),
      next: Option.some(1415),
    })
    expect(yearPage(1402).years[0]).toBe(1391)
    expect(yearPage(firstJalaliYear)).toMatchObject({ previous: Option.none(), next: Option.some(-49) })
    expect(yearPage(firstJalaliYear).years[0]).toBe(-61)
    expect(yearPage(lastJalaliYear)).toMatchObject({ previous: Option.some(3155), next: Option.none() })
    expect(yearPage(lastJalaliYear).years).toEqual(Array.from({ length: 11 }, (_, i) => 3167 + i))
    expect(yearPage(99999)).toEqual(yearPage(lastJalaliYear))
    expect(yearPage(-99999)).toEqual(yearPage(firstJalaliYear))
  })
})
