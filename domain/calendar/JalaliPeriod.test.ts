import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toPersianDigits } from "../text/digits.ts"
import { addDays, compareJalali, formatJalali, type JalaliDate } from "./Jalali.ts"
import { formatPeriod, inPeriod, parsePeriod, periodOf, pickDay, type PeriodPick } from "./JalaliPeriod.ts"

const day: fc.Arbitrary<JalaliDate> = fc.record({
  year: fc.integer({ min: 1300, max: 1500 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 29 }),
})

describe("a period of days", () => {
  it("reads back what it writes, in ASCII or Persian digits", () =>
    fc.assert(
      fc.property(day, day, (a, b) => {
        const period = periodOf(a, b)
        expect(parsePeriod(formatPeriod(period))).toEqual(Option.some(period))
        expect(parsePeriod(toPersianDigits(formatPeriod(period)))).toEqual(Option.some(period))
      }),
    ))

  it("never starts after it ends, whichever end is typed first, with «تا» or a dash between", () =>
    fc.assert(
      fc.property(day, day, fc.constantFrom(" تا ", " - ", "–", " — "), (a, b, joiner) => {
        const read = parsePeriod(`${formatJalali(b)}${joiner}${formatJalali(a)}`)
        expect(Option.map(read, ({ from, to }) => compareJalali(from, to) <= 0)).toEqual(Option.some(true))
        expect(read).toEqual(Option.some(periodOf(a, b)))
      }),
    ))

  it("takes one date as a one-day period and refuses what is not a period", () => {
    expect(parsePeriod("۱۴۰۵/۰۹/۰۴")).toEqual(
      Option.some({ from: { year: 1405, month: 9, day: 4 }, to: { year: 1405, month: 9, day: 4 } }),
    )
    for (const text of ["", "تا", "1405/09/04 تا", "1405/13/01 تا 1405/09/04", "1405/09/04 تا 1405/09/05 تا 1405/09/06", "دیروز"])
      expect(Option.isNone(parsePeriod(text))).toBe(true)
  })

  it("is picked by two clicks in either order; a third click starts anew", () =>
    fc.assert(
      fc.property(day, day, day, (a, b, c) => {
        const empty: PeriodPick = { _tag: "Empty" }
        const chosen = pickDay(pickDay(empty, a), b)
        expect(chosen).toEqual({ _tag: "Chosen", period: periodOf(a, b) })
        expect(pickDay(chosen, c)).toEqual({ _tag: "Started", first: c })
      }),
    ))

  it("holds its ends and the days between, and no day outside", () =>
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 400 }), (start, length, beyond) => {
        const period = periodOf(start, addDays(start, length))
        expect(
          inPeriod(period, period.from) &&
            inPeriod(period, period.to) &&
            inPeriod(period, addDays(start, Math.floor(length / 2))),
        ).toBe(true)
        expect(inPeriod(period, addDays(period.to, beyond)) || inPeriod(period, addDays(period.from, -beyond))).toBe(false)
      }),
    ))
})
