import fc from "fast-check"
import * as jalaali from "jalaali-js"
import { describe, expect, it } from "vitest"
import { displayRange, isShownOn } from "./AnnouncementSchedule.ts"

type Day = { readonly year: number; readonly month: number; readonly day: number }
const pad = (value: number) => String(value).padStart(2, "0")
const ascii = (date: Day) => `${date.year}/${pad(date.month)}/${pad(date.day)}`
const compare = (a: Day, b: Day) => a.year - b.year || a.month - b.month || a.day - b.day
const day = fc
  .record({
    year: fc.integer({ min: 1395, max: 1410 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter((date) => jalaali.isValidJalaaliDate(date.year, date.month, date.day))
const today = { year: 1403, month: 5, day: 10 }

describe("the dashboard's announcements", () => {
  it("shows an active announcement from its first to its last day", () => {
    const announcement = { is_active: true, show_from: "1403/05/10", show_until: "1403/05/20" }
    expect(isShownOn(announcement, today)).toBe(true)
    expect(isShownOn(announcement, { year: 1403, month: 5, day: 20 })).toBe(true)
    expect(isShownOn(announcement, { year: 1403, month: 5, day: 9 })).toBe(false)
    expect(isShownOn(announcement, { year: 1403, month: 5, day: 21 })).toBe(false)
    expect(isShownOn({ ...announcement, show_until: null }, { year: 1500, month: 1, day: 1 })).toBe(true)
    expect(isShownOn({ ...announcement, show_until: "" }, { year: 1500, month: 1, day: 1 })).toBe(true)
  })

  it("hides inactive announcements and those with unreadable dates", () => {
    expect(isShownOn({ is_active: false, show_from: "1403/05/01", show_until: null }, today)).toBe(false)
    expect(isShownOn({ is_active: true, show_from: "", show_until: null }, today)).toBe(false)
    expect(isShownOn({ is_active: true, show_from: "1403/05/01", show_until: "1403/14/01" }, today)).toBe(false)
  })

  it("shows an announcement exactly when it is active and the day lies within its range", () => {
    fc.assert(
      fc.property(fc.boolean(), day, fc.option(day, { nil: null }), day, (active, from, until, on) => {
        const within = compare(from, on) <= 0 && (until === null || compare(on, until) <= 0)
        expect(
          isShownOn({ is_active: active, show_from: ascii(from), show_until: until === null ? null : ascii(until) }, on),
        ).toBe(active && within)
      }),
    )
  })

  it("writes the display range in Persian digits", () => {
    expect(displayRange({ show_from: "1403/1/5", show_until: "1403/02/01" })).toBe("۱۴۰۳/۰۱/۰۵ تا ۱۴۰۳/۰۲/۰۱")
    expect(displayRange({ show_from: "1403/01/05", show_until: null })).toBe("از ۱۴۰۳/۰۱/۰۵")
    expect(displayRange({ show_from: "۱۴۰۳/۰۱/۰۵", show_until: " " })).toBe("از ۱۴۰۳/۰۱/۰۵")
  })

  it("never shows an ASCII digit in a display range", () => {
    fc.assert(
      fc.property(day, fc.option(day, { nil: null }), (from, until) => {
        const range = displayRange({ show_from: ascii(from), show_until: until === null ? null : ascii(until) })
        expect(range).not.toMatch(/[0-9]/)
        expect(range).toContain(ascii(from).replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit))
      }),
    )
  })
})
