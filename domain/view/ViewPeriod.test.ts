import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addDays, compareJalali, formatJalali, jalaliFromDayNumber, jalaliWeekday } from "../calendar/Jalali.ts"
import { filtersOnDay, weekOf } from "./ViewPeriod.ts"

const dayArb = fc.integer({ min: 700_000, max: 800_000 }).map(jalaliFromDayNumber)

describe("a view's relative period", () => {
  it("is the Jalali week, Saturday to Friday, holding the day of use", () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const { from, to } = weekOf(day)
        expect(jalaliWeekday(from)).toBe(0)
        expect(jalaliWeekday(to)).toBe(6)
        expect(addDays(from, 6)).toEqual(to)
        expect(compareJalali(from, day)).toBeLessThanOrEqual(0)
        expect(compareJalali(day, to)).toBeLessThanOrEqual(0)
      }),
    )
  })

  it("becomes the from and to of the day of use, and the other filters stay", () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom("in_hand", "cleared"), (day, state) => {
        const { from, to } = weekOf(day)
        expect(filtersOnDay({ period: "this-week", state }, day)).toEqual({
          state,
          from: formatJalali(from),
          to: formatJalali(to),
        })
        expect(filtersOnDay({ state }, day)).toEqual({ state })
      }),
    )
  })

  // 1405/09/07 is Saturday 28 November 2026 and 1405/09/13 Friday 4 December.
  it("runs Saturday 1405/09/07 to Friday 1405/09/13 on Thursday 1405/09/12", () => {
    expect(filtersOnDay({ period: "this-week" }, { year: 1405, month: 9, day: 12 })).toEqual({
      from: "1405/09/07",
      to: "1405/09/13",
    })
  })
})
