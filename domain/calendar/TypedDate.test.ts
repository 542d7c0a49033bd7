import fc from "fast-check"
import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { toPersianDigits } from "../text/digits.ts"
import { formatJalali, isValidJalali, jalaliMonthLength, parseJalali } from "./Jalali.ts"
import { parseTypedJalali } from "./TypedDate.ts"

const validDate = fc
  .record({
    year: fc.integer({ min: 1300, max: 1499 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter((date) => date.day <= jalaliMonthLength(date.year, date.month))

const compact = (date: { year: number; month: number; day: number }): string => formatJalali(date).replace(/\//g, "")

describe("a date as it is typed", () => {
  it("reads the eight digits, the slashed form and Persian digits as the same day", () => {
    const day = Option.some({ year: 1405, month: 9, day: 6 })
    expect(parseTypedJalali("14050906")).toEqual(day)
    expect(parseTypedJalali("1405/09/06")).toEqual(day)
    expect(parseTypedJalali("1405/9/6")).toEqual(day)
    expect(parseTypedJalali("۱۴۰۵/۰۹/۰۶")).toEqual(day)
    expect(parseTypedJalali("۱۴۰۵۰۹۰۶")).toEqual(day)
    expect(parseTypedJalali(" ۱۴۰۵۰۹۰۶\u200f")).toEqual(day)
  })

  it("refuses an impossible day, a short run of digits and other text", () => {
    expect(parseTypedJalali("14051306")).toEqual(Option.none())
    expect(parseTypedJalali("14051231")).toEqual(Option.none())
    expect(parseTypedJalali("1405096")).toEqual(Option.none())
    expect(parseTypedJalali("140509061")).toEqual(Option.none())
    expect(parseTypedJalali("1405/09")).toEqual(Option.none())
    expect(parseTypedJalali("")).toEqual(Option.none())
  })

  it("reads every valid day's eight digits, in either script, as that day", () => {
    fc.assert(
      fc.property(validDate, (date) => {
        expect(parseTypedJalali(compact(date))).toEqual(Option.some(date))
        expect(parseTypedJalali(toPersianDigits(compact(date)))).toEqual(Option.some(date))
        expect(parseTypedJalali(toPersianDigits(formatJalali(date)))).toEqual(Option.some(date))
      }),
    )
  })

  it("agrees with the slashed reader wherever it reads, and reads nothing it would call impossible", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("1", "4", "0", "9", "/", "۶", "3", " ") }), (text) => {
        const typed = parseTypedJalali(text)
        const slashed = parseJalali(text)
        if (Option.isSome(slashed)) expect(typed).toEqual(slashed)
        if (Option.isSome(typed)) expect(isValidJalali(typed.value)).toBe(true)
      }),
    )
  })
})
