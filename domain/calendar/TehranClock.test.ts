import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { todayInTehran } from "./Jalali.ts"

const at = (iso: string) => todayInTehran(Date.parse(iso))
// ICU's Persian calendar in Tehran; it agrees with the breaks algorithm from 1178 to 1501 (see IntlPersian.test.ts).
const intl = new Intl.DateTimeFormat("fa-IR-u-ca-persian-nu-latn", {
  timeZone: "Asia/Tehran",
  year: "numeric",
  month: "numeric",
  day: "numeric",
})

describe("todayInTehran", () => {
  it("turns to Nowruz 1403 at midnight Tehran time (UTC+3:30)", () => {
    expect(at("2024-03-19T20:29:59.999Z")).toEqual({ year: 1402, month: 12, day: 29 })
    expect(at("2024-03-19T20:30:00.000Z")).toEqual({ year: 1403, month: 1, day: 1 })
    expect(at("2025-03-20T20:29:59.999Z")).toEqual({ year: 1403, month: 12, day: 30 })
    expect(at("2025-03-20T20:30:00.000Z")).toEqual({ year: 1404, month: 1, day: 1 })
  })

  it("turns an hour earlier under the daylight saving Tehran kept until 2022 (UTC+4:30)", () => {
    expect(at("2021-06-01T19:29:59.999Z")).toEqual({ year: 1400, month: 3, day: 11 })
    expect(at("2021-06-01T19:30:00.000Z")).toEqual({ year: 1400, month: 3, day: 12 })
  })

  it("makes the last day of daylight saving, 1401/06/30, 25 hours long", () => {
    expect(at("2022-09-21T19:30:00.000Z")).toEqual({ year: 1401, month: 6, day: 30 })
    expect(at("2022-09-21T20:29:59.999Z")).toEqual({ year: 1401, month: 6, day: 30 })
    expect(at("2022-09-21T20:30:00.000Z")).toEqual({ year: 1401, month: 6, day: 31 })
  })

  it("has no daylight saving after 2022", () => {
    expect(at("2023-06-01T20:29:59.999Z")).toEqual({ year: 1402, month: 3, day: 11 })
    expect(at("2023-06-01T20:30:00.000Z")).toEqual({ year: 1402, month: 3, day: 12 })
  })

  it("agrees with Intl's Persian calendar in Tehran at any instant from 1900 to 2100", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const [year, month, day] = intl.format(ms).split("/").map(Number)
        expect(todayInTehran(ms)).toEqual({ year, month, day })
      }),
      { numRuns: 5000 },
    )
  })

  it("stays total for instants a Date cannot hold", () => {
    expect(todayInTehran(Number.NaN)).toEqual({ year: 1348, month: 10, day: 11 })
    expect(todayInTehran(Number.POSITIVE_INFINITY)).toEqual(todayInTehran(8.64e15))
    expect(todayInTehran(Number.NEGATIVE_INFINITY)).toEqual(todayInTehran(-8.64e15))
  })
})
