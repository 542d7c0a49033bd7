import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { gregorianFromDayNumber, gregorianToDayNumber, weekdayOfDayNumber } from "./DayNumber.ts"

// The platform's Date is an independent proleptic Gregorian calendar: day n starts at n * 86,400,000 ms.
const dayNumber = fc.integer({ min: -100_000_000, max: 100_000_000 })

describe("Gregorian day numbers", () => {
  it("agree with Date in both directions, years before 1 included", () => {
    fc.assert(
      fc.property(dayNumber, (n) => {
        const date = new Date(n * 864e5)
        const expected = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
        expect(gregorianFromDayNumber(n)).toEqual(expected)
        expect(gregorianToDayNumber(expected.year, expected.month, expected.day)).toBe(n)
      }),
      { numRuns: 2000 },
    )
  })

  it("give the weekday Saturday first, as Date does Sunday first", () => {
    fc.assert(fc.property(dayNumber, (n) => weekdayOfDayNumber(n) === (new Date(n * 864e5).getUTCDay() + 1) % 7))
  })

  it("count from 1970-01-01, a Thursday", () => {
    expect(gregorianToDayNumber(1970, 1, 1)).toBe(0)
    expect(gregorianToDayNumber(2024, 3, 20)).toBe(19802)
    expect(gregorianFromDayNumber(-1)).toEqual({ year: 1969, month: 12, day: 31 })
    expect(weekdayOfDayNumber(0)).toBe(5)
  })
})
