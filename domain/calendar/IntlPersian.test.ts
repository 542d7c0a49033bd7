import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  firstJalaliYear,
  isJalaliLeapYear,
  jalaliFromDayNumber,
  jalaliToDayNumber,
  lastJalaliYear,
  type JalaliDate,
} from "./Jalali.ts"

// ICU's Persian calendar, read with Latin digits; noon UTC is the same civil day in Tehran (UTC+3:30, +4:30 in summer until 2022).
const intl = new Intl.DateTimeFormat("fa-IR-u-ca-persian-nu-latn", {
  timeZone: "Asia/Tehran",
  year: "numeric",
  month: "numeric",
  day: "numeric",
})
const intlDate = (dayNumber: number): JalaliDate => {
  // format() is faster than formatToParts(); years before 1 come as LEFT-TO-RIGHT MARK + MINUS SIGN + digits.
  const [year = "", month = "", day = ""] = intl
    .format(dayNumber * 864e5 + 432e5)
    .replace(/\u200e/g, "")
    .replace("\u2212", "-")
    .split("/")
  return { year: Number(year), month: Number(month), day: Number(day) }
}
const start = (year: number) => jalaliToDayNumber({ year, month: 1, day: 1 })
/** The day number of ICU's 1 Farvardin, found from a day ten days into our year (ICU's start is never more than a day off). */
const intlStart = (year: number) => {
  const probe = start(year) + 10
  const seen = intlDate(probe)
  return probe - (seen.month - 1) * 31 - (seen.day - 1) + (seen.year - year) * 1000
}
const years = Array.from({ length: lastJalaliYear - firstJalaliYear + 2 }, (_, i) => firstJalaliYear + i)
const intlStarts = new Map(years.map((y) => [y, intlStart(y)]))
const intlLeap = (y: number) => (intlStarts.get(y + 1) ?? 0) - (intlStarts.get(y) ?? 0) === 366

/** Years whose leap status differs between the breaks algorithm and ICU 78.2 (Node 20.20); see docs/calendar.md. */
const leapDifferences = [
  -45, -44, -41, -40, -37, -36, -33, -32, -12, -11, -8, -7, -4, -3, 0, 1, 4, 5, 21, 22, 25, 26, 29, 30, 33, 34, 54, 55, 58, 59,
  62, 63, 66, 67, 87, 88, 91, 92, 95, 96, 99, 100, 120, 121, 124, 125, 128, 129, 132, 133, 153, 154, 157, 158, 161, 162, 165, 166,
  186, 187, 190, 191, 194, 195, 219, 220, 223, 224, 227, 228, 252, 253, 256, 257, 260, 261, 285, 286, 289, 290, 293, 294, 318,
  319, 322, 323, 326, 327, 351, 352, 355, 356, 359, 360, 384, 385, 388, 389, 392, 393, 417, 418, 421, 422, 450, 451, 454, 455,
  483, 484, 487, 488, 516, 517, 520, 521, 549, 550, 553, 554, 582, 583, 586, 587, 615, 616, 619, 620, 648, 649, 652, 653, 681,
  682, 714, 715, 747, 748, 751, 752, 780, 781, 784, 785, 813, 814, 846, 847, 879, 880, 912, 913, 945, 946, 978, 979, 1011, 1012,
  1044, 1045, 1077, 1078, 1176, 1177, 1502, 1503, 1601, 1602, 2158, 2159, 2257, 2258, 2290, 2291, 2389, 2390, 2422, 2423, 2748,
  2749, 2781, 2782, 2847, 2848, 2880, 2881, 2913, 2914, 2946, 2947, 2979, 2980, 3016, 3017, 3020, 3021, 3049, 3050, 3053, 3054,
  3082, 3083, 3086, 3087, 3115, 3116, 3119, 3120, 3148, 3149, 3152, 3153, 3177,
]

describe("agreement with Intl's Persian calendar (ICU)", () => {
  it("agrees on every day from 1178/01/01 to 1501/12/29 (Gregorian 1799-03-21 to 2123-03-20)", () => {
    const wrong: string[] = []
    for (let d = start(1178); d < start(1502); d += 1) {
      const ours = jalaliFromDayNumber(d)
      const theirs = intlDate(d)
      if (ours.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day)
        wrong.push(`${ours.year}/${ours.month}/${ours.day}`)
    }
    expect(wrong.slice(0, 10)).toEqual([])
  })

  it("differs in leap status exactly in the documented years", () => {
    expect(years.slice(0, -1).filter((y) => intlLeap(y) !== isJalaliLeapYear(y))).toEqual(leapDifferences)
  })

  it("follows the plain 33-year rule (25y + 11) mod 33 < 8 up to 1501, which is the cause of the differences before 1178", () => {
    const rule = (y: number) => (((25 * y + 11) % 33) + 33) % 33 < 8
    expect(years.filter((y) => y <= 1501 && intlLeap(y) !== rule(y))).toEqual([])
  })

  it("never starts a year more than one day apart", () => {
    expect(years.filter((y) => Math.abs((intlStarts.get(y) ?? 0) - start(y)) > 1)).toEqual([])
  })

  it("agrees on any day of the range unless the day's year or the year before has a documented leap difference", () => {
    fc.assert(
      fc.property(fc.integer({ min: start(firstJalaliYear), max: start(lastJalaliYear + 1) - 1 }), (d) => {
        const ours = jalaliFromDayNumber(d)
        const theirs = intlDate(d)
        const same = ours.year === theirs.year && ours.month === theirs.month && ours.day === theirs.day
        return same || leapDifferences.includes(ours.year) || leapDifferences.includes(ours.year - 1)
      }),
      { numRuns: 20000 },
    )
  })
})
