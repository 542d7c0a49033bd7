import persianDate from "persian-date"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { jalaliMonthLength, toGregorian, toJalali, type GregorianDate, type JalaliDate } from "./Jalali.ts"

// persian-date keeps its leap mode on the class, so each test sets the mode it compares.
const calendar = persianDate.toCalendar("persian")
const theirJalali = (g: GregorianDate): JalaliDate => {
  // Local noon keeps the civil date whatever the process's time zone.
  const date = new calendar(new Date(g.year, g.month - 1, g.day, 12))
  return { year: date.year(), month: date.month(), day: date.date() }
}
const theirGregorian = (j: JalaliDate): GregorianDate => {
  const date = new calendar([j.year, j.month, j.day, 12]).toDate()
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}
const dateIn = (from: number, to: number) =>
  fc
    .tuple(fc.integer({ min: from, max: to }), fc.integer({ min: 1, max: 12 }))
    .chain(([year, month]) =>
      fc.integer({ min: 1, max: jalaliMonthLength(year, month) }).map((day): JalaliDate => ({ year, month, day })),
    )
/** Years in [from, to] whose 1 Farvardin persian-date places on another day, with the shift in days. */
const shiftedStarts = (from: number, to: number) => {
  const shifted: Array<[number, number]> = []
  for (let year = from; year <= to; year += 1) {
    const theirs = theirGregorian({ year, month: 1, day: 1 })
    const ours = toGregorian({ year, month: 1, day: 1 })
    const shift = (Date.UTC(theirs.year, theirs.month - 1, theirs.day) - Date.UTC(ours.year, ours.month - 1, ours.day)) / 864e5
    if (shift !== 0) shifted.push([year, shift])
  }
  return shifted
}

describe("agreement with persian-date, algorithmic (Birashk's 2820-year cycle) mode", () => {
  it("agrees on every year start from 1244 to 1403 and differs at 1243 and 1404", () => {
    calendar.toLeapYearMode("algorithmic")
    expect(shiftedStarts(1200, 1440)).toEqual([
      [1210, 1],
      [1243, 1],
      [1404, -1],
      [1437, -1],
    ])
  })

  it("agrees both ways on any day from 1244/01/01 to 1403/12/29", () => {
    calendar.toLeapYearMode("algorithmic")
    fc.assert(
      fc.property(
        dateIn(1244, 1403).filter((j) => !(j.year === 1403 && j.day === 30 && j.month === 12)),
        (j) => {
          expect(theirJalali(toGregorian(j))).toEqual(j)
          expect(toJalali(theirGregorian(j))).toEqual(j)
        },
      ),
      { numRuns: 2000 },
    )
    expect(theirJalali(toGregorian({ year: 1403, month: 12, day: 30 }))).toEqual({ year: 1404, month: 1, day: 1 })
  })
})

describe("agreement with persian-date, astronomical (default) mode", () => {
  it("agrees on every year start from 1343 to 1474 but 1474, a day later there, as are 1210, 1276, 1309 and 1342", () => {
    calendar.toLeapYearMode("astronomical")
    expect(shiftedStarts(1200, 1500)).toEqual([
      [1210, 1],
      [1276, 1],
      [1309, 1],
      [1342, 1],
      [1474, 1],
    ])
  })

  it("agrees both ways on days from 1343/01/01 to 1473/12/29 (1473 has 365 days here, 366 there)", () => {
    calendar.toLeapYearMode("astronomical")
    fc.assert(
      fc.property(dateIn(1343, 1473), (j) => {
        expect(theirJalali(toGregorian(j))).toEqual(j)
        expect(toJalali(theirGregorian(j))).toEqual(j)
      }),
      { numRuns: 200 },
    )
  })
})
