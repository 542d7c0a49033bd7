import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { compareJalali, jalaliMonthLength, jalaliWeekday } from "../../../domain/calendar/Jalali.ts"
import { moveByKey, shiftMonth, shiftMonthOfDate } from "./calendarMoves.ts"

const date = fc.record({
  year: fc.integer({ min: 1300, max: 1500 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 29 }),
})

describe("moving around the month grid", () => {
  it("crosses the year boundary", () => {
    expect(shiftMonth(1403, 12, 1)).toEqual({ year: 1404, month: 1 })
    expect(shiftMonth(1403, 1, -1)).toEqual({ year: 1402, month: 12 })
  })

  it("clamps the day to the shorter month", () => {
    expect(shiftMonthOfDate({ year: 1403, month: 6, day: 31 }, 1)).toEqual({ year: 1403, month: 7, day: 30 })
  })

  it("goes forward with the left arrow and back with the right arrow, as RTL reading does", () => {
    fc.assert(
      fc.property(date, (d) => {
        const weekday = jalaliWeekday(d)
        expect(compareJalali(moveByKey(d, weekday, "ArrowLeft") ?? d, d)).toBe(1)
        expect(compareJalali(moveByKey(d, weekday, "ArrowRight") ?? d, d)).toBe(-1)
        expect(moveByKey(moveByKey(d, weekday, "ArrowDown") ?? d, weekday, "ArrowUp")).toEqual(d)
      }),
    )
  })

  it("keeps Home and End inside the same Saturday-to-Friday week", () => {
    fc.assert(
      fc.property(date, (d) => {
        const weekday = jalaliWeekday(d)
        const start = moveByKey(d, weekday, "Home")
        const end = moveByKey(d, weekday, "End")
        expect(start && jalaliWeekday(start)).toBe(0)
        expect(end && jalaliWeekday(end)).toBe(6)
      }),
    )
  })

  it("lands on a real day when shifting months", () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -30, max: 30 }), (d, delta) => {
        const moved = shiftMonthOfDate(d, delta)
        expect(moved.day).toBeLessThanOrEqual(jalaliMonthLength(moved.year, moved.month))
      }),
    )
  })

  it("ignores other keys", () => {
    expect(moveByKey({ year: 1403, month: 1, day: 1 }, 4, "a")).toBeUndefined()
  })
})
