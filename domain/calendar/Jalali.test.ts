import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  addDays,
  compareJalali,
  firstJalaliYear,
  formatJalali,
  isJalaliLeapYear,
  jalaliFromDayNumber,
  jalaliMonthLength,
  jalaliMonthNames,
  jalaliToDayNumber,
  jalaliWeekday,
  jalaliWeekdayNames,
  lastJalaliYear,
  parseJalali,
  toGregorian,
  toJalali,
  type GregorianDate,
  type JalaliDate,
} from "./Jalali.ts"

const year = fc.integer({ min: firstJalaliYear, max: lastJalaliYear })
const jalaliDate = fc
  .tuple(year, fc.integer({ min: 1, max: 12 }))
  .chain(([y, m]) => fc.integer({ min: 1, max: jalaliMonthLength(y, m) }).map((day): JalaliDate => ({ year: y, month: m, day })))
// The Gregorian span of the supported Jalali years, read through the platform's own Date as an independent calendar.
const gregorianSpan = { min: Date.UTC(560, 2, 20), max: Date.UTC(3799, 2, 19) }
const utcDate = (ms: number): GregorianDate => {
  const date = new Date(ms)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}
const gregorianDate = fc
  .integer({ min: gregorianSpan.min / 864e5, max: gregorianSpan.max / 864e5 })
  .map((day) => utcDate(day * 864e5))
const utcMs = (date: GregorianDate): number => {
  const ms = new Date(0).setUTCFullYear(date.year, date.month - 1, date.day)
  return ms
}

describe("conversion", () => {
  it("round trips Gregorian -> Jalali -> Gregorian over the whole range", () => {
    fc.assert(
      fc.property(gregorianDate, (g) => {
        expect(toGregorian(toJalali(g))).toEqual(g)
      }),
      { numRuns: 3000 },
    )
  })

  it("round trips Jalali -> Gregorian -> Jalali over the whole range", () => {
    fc.assert(
      fc.property(jalaliDate, (j) => {
        expect(toJalali(toGregorian(j))).toEqual(j)
      }),
      { numRuns: 3000 },
    )
  })

  it("maps the next day to the next Gregorian day", () => {
    fc.assert(
      fc.property(jalaliDate, (j) => {
        expect(utcMs(toGregorian(addDays(j, 1))) - utcMs(toGregorian(j))).toBe(864e5)
        expect(compareJalali(addDays(j, 1), j)).toBe(1)
      }),
      { numRuns: 3000 },
    )
  })

  it("walks every day of the range in order, each day once", () => {
    const first = jalaliToDayNumber({ year: firstJalaliYear, month: 1, day: 1 })
    const end = jalaliToDayNumber({ year: lastJalaliYear + 1, month: 1, day: 1 })
    let previous: JalaliDate = { year: firstJalaliYear - 1, month: 12, day: jalaliMonthLength(firstJalaliYear - 1, 12) }
    let wrong = 0
    for (let d = first; d < end; d += 1) {
      const date = jalaliFromDayNumber(d)
      const expected =
        previous.day < jalaliMonthLength(previous.year, previous.month)
          ? { year: previous.year, month: previous.month, day: previous.day + 1 }
          : previous.month < 12
            ? { year: previous.year, month: previous.month + 1, day: 1 }
            : { year: previous.year + 1, month: 1, day: 1 }
      if (
        date.year !== expected.year ||
        date.month !== expected.month ||
        date.day !== expected.day ||
        jalaliToDayNumber(date) !== d
      )
        wrong += 1
      previous = date
    }
    expect(wrong).toBe(0)
    expect(previous).toEqual({ year: lastJalaliYear, month: 12, day: jalaliMonthLength(lastJalaliYear, 12) })
  })

  it("converts known dates", () => {
    expect(toGregorian({ year: 1403, month: 1, day: 1 })).toEqual({ year: 2024, month: 3, day: 20 })
    expect(toGregorian({ year: 1404, month: 1, day: 1 })).toEqual({ year: 2025, month: 3, day: 21 })
    expect(toJalali({ year: 1970, month: 1, day: 1 })).toEqual({ year: 1348, month: 10, day: 11 })
    expect(toJalali({ year: 1997, month: 3, day: 20 })).toEqual({ year: 1375, month: 12, day: 30 })
    expect(toJalali({ year: 2011, month: 1, day: 11 })).toEqual({ year: 1389, month: 10, day: 21 })
    expect(toGregorian({ year: firstJalaliYear, month: 1, day: 1 })).toEqual({ year: 560, month: 3, day: 20 })
    expect(toGregorian({ year: lastJalaliYear, month: 12, day: 29 })).toEqual({ year: 3799, month: 3, day: 19 })
  })

  it("stays total and invertible outside the supported range", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000_000, max: 5_000_000 }), (d) => jalaliToDayNumber(jalaliFromDayNumber(d)) === d),
      { numRuns: 3000 },
    )
  })
})

describe("leap years and month lengths", () => {
  it("agree: a leap year is one whose Esfand has 30 days and whose year has 366 days", () => {
    for (let y = firstJalaliYear; y <= lastJalaliYear; y += 1) {
      const months = Array.from({ length: 12 }, (_, i) => jalaliMonthLength(y, i + 1))
      const length = months.reduce((sum, days) => sum + days, 0)
      const days = jalaliToDayNumber({ year: y + 1, month: 1, day: 1 }) - jalaliToDayNumber({ year: y, month: 1, day: 1 })
      if (isJalaliLeapYear(y) !== (months[11] === 30) || length !== (isJalaliLeapYear(y) ? 366 : 365) || days !== length)
        expect.fail(`year ${y}: leap ${isJalaliLeapYear(y)}, months ${months.join(",")}, ${days} days`)
    }
  })

  it("has 8 leap years in every 33 consecutive years but one, where the breaks shift the cycle", () => {
    const leapIn = (from: number) => Array.from({ length: 33 }, (_, i) => isJalaliLeapYear(from + i)).filter(Boolean).length
    fc.assert(
      fc.property(fc.integer({ min: firstJalaliYear, max: lastJalaliYear - 32 }), (from) => [7, 8, 9].includes(leapIn(from))),
    )
  })

  it("knows the leap years around today", () => {
    expect([1395, 1399, 1403, 1408].map(isJalaliLeapYear)).toEqual([true, true, true, true])
    expect([1400, 1401, 1402, 1404].map(isJalaliLeapYear)).toEqual([false, false, false, false])
  })
})

describe("formatJalali and parseJalali", () => {
  it("round trip every date of the range", () => {
    fc.assert(
      fc.property(jalaliDate, (j) => {
        expect(parseJalali(formatJalali(j))).toEqual(Option.some(j))
      }),
      { numRuns: 1000 },
    )
  })

  it("write yyyy/MM/dd with ASCII digits, zero-padded", () => {
    fc.assert(
      fc.property(
        jalaliDate.filter((j) => j.year >= 1000),
        (j) => /^\d{4}\/\d{2}\/\d{2}$/.test(formatJalali(j)),
      ),
    )
    expect(formatJalali({ year: 1403, month: 1, day: 5 })).toBe("1403/01/05")
    expect(formatJalali({ year: 7, month: 11, day: 30 })).toBe("0007/11/30")
    expect(formatJalali({ year: -61, month: 1, day: 1 })).toBe("-0061/01/01")
  })

  it("accept Persian and Arabic-Indic digits", () => {
    fc.assert(
      fc.property(jalaliDate, (j) => {
        const persian = formatJalali(j).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)] ?? d)
        const arabic = formatJalali(j).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)] ?? d)
        expect(parseJalali(persian)).toEqual(Option.some(j))
        expect(parseJalali(arabic)).toEqual(Option.some(j))
      }),
      { numRuns: 1000 },
    )
    expect(parseJalali("۱۴۰۳/۱۲/۳۰")).toEqual(Option.some({ year: 1403, month: 12, day: 30 }))
    expect(parseJalali(" 1403/1/5 ")).toEqual(Option.some({ year: 1403, month: 1, day: 5 }))
    expect(parseJalali("\u200f۱۴۰۲/۰۷/۰۱")).toEqual(Option.some({ year: 1402, month: 7, day: 1 }))
  })

  it("refuse impossible dates", () => {
    for (const text of [
      "1402/12/30",
      "1403/12/31",
      "1403/13/01",
      "1403/00/10",
      "1403/01/00",
      "1403/01/32",
      "1403/07/31",
      "1404/12/30",
      "3178/01/01",
      "-0062/12/29",
      "",
      "1403-01-01",
      "1403/01",
      "abcd/ef/gh",
      "14030/01/01",
      "1403/001/01",
    ])
      expect(parseJalali(text), text).toEqual(Option.none())
  })

  it("refuse a day beyond its month's length in any year", () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 12 }), (y, m) =>
        Option.isNone(parseJalali(formatJalali({ year: y, month: m, day: jalaliMonthLength(y, m) + 1 }))),
      ),
    )
  })
})

describe("compareJalali", () => {
  it("orders dates as their day numbers", () => {
    fc.assert(
      fc.property(jalaliDate, jalaliDate, (a, b) => {
        expect(compareJalali(a, b)).toBe(Math.sign(jalaliToDayNumber(a) - jalaliToDayNumber(b)))
        expect(compareJalali(b, a)).toBe(-compareJalali(a, b) || 0)
      }),
    )
  })
})

describe("addDays", () => {
  it("adds like integers", () => {
    fc.assert(
      fc.property(
        jalaliDate,
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (j, a, b) => {
          expect(addDays(addDays(j, a), b)).toEqual(addDays(j, a + b))
        },
      ),
    )
    expect(addDays({ year: 1402, month: 12, day: 29 }, 1)).toEqual({ year: 1403, month: 1, day: 1 })
    expect(addDays({ year: 1403, month: 12, day: 30 }, 1)).toEqual({ year: 1404, month: 1, day: 1 })
    expect(addDays({ year: 1403, month: 7, day: 1 }, -1)).toEqual({ year: 1403, month: 6, day: 31 })
  })
})

describe("names and weekdays", () => {
  it("names the months and the weekdays, Saturday first", () => {
    expect(jalaliMonthNames).toEqual([
      "فروردین",
      "اردیبهشت",
      "خرداد",
      "تیر",
      "مرداد",
      "شهریور",
      "مهر",
      "آبان",
      "آذر",
      "دی",
      "بهمن",
      "اسفند",
    ])
    expect(jalaliWeekdayNames).toEqual(["شنبه", "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه"])
  })

  it("finds the weekday as the Gregorian calendar does", () => {
    fc.assert(
      fc.property(jalaliDate, (j) => jalaliWeekday(j) === (new Date(utcMs(toGregorian(j))).getUTCDay() + 1) % 7),
      { numRuns: 3000 },
    )
    expect(jalaliWeekdayNames[jalaliWeekday({ year: 1403, month: 1, day: 1 })]).toBe("چهارشنبه")
  })
})
