import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  bulkSummaryText,
  keepSelectable,
  pageTick,
  selectedCountText,
  toggleAllOnPage,
  toggleRow,
  withoutDone,
} from "./rowSelection.ts"

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 20 })
const selection = ids.map((list) => new Set(list))
const latinDigits = /[0-9]/

describe("row selection", () => {
  it("never ticks a row the action does not apply to, whatever is clicked", () =>
    fc.assert(
      fc.property(selection, ids, fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 30 }), (start, selectable, clicks) => {
        let ticked = keepSelectable(start, selectable)
        for (const id of clicks) ticked = toggleRow(ticked, id, selectable)
        for (const id of ticked) expect(selectable).toContain(id)
      }),
    ))

  it("ticking a row twice leaves the selection as it was", () =>
    fc.assert(
      fc.property(selection, ids, fc.integer({ min: 1, max: 60 }), (start, selectable, id) => {
        const shown = keepSelectable(start, selectable)
        expect(toggleRow(toggleRow(shown, id, selectable), id, selectable)).toEqual(shown)
      }),
    ))

  it("select-all ticks every selectable row of the page, and a second press clears them", () =>
    fc.assert(
      fc.property(selection, ids, (start, selectable) => {
        const shown = keepSelectable(start, selectable)
        const once = toggleAllOnPage(shown, selectable)
        if (pageTick(shown, selectable) === "all") expect(once.size).toBe(0)
        else {
          expect([...once].sort()).toEqual([...selectable].sort())
          expect(toggleAllOnPage(once, selectable).size).toBe(0)
        }
      }),
    ))

  it("the select-all box tells none, some or all of the selectable rows, and is disabled with none to select", () => {
    fc.assert(
      fc.property(selection, ids, (start, selectable) => {
        const shown = keepSelectable(start, selectable)
        const tick = pageTick(shown, selectable)
        if (selectable.length === 0) expect(tick).toBe("disabled")
        else if (shown.size === 0) expect(tick).toBe("none")
        else expect(tick).toBe(shown.size === selectable.length ? "all" : "some")
      }),
    )
    expect(pageTick(new Set([1, 2]), [1, 2, 3])).toBe("some")
  })

  it("after an action the rows done leave the selection and the refused stay", () =>
    fc.assert(
      fc.property(selection, ids, (start, done) => {
        const left = withoutDone(start, done)
        for (const id of start) expect(left.has(id)).toBe(!done.includes(id))
      }),
    ))

  it("counts in Persian digits", () => {
    expect(selectedCountText(3)).toBe("۳ مورد انتخاب شد")
    expect(bulkSummaryText(2, 1)).toBe("۲ مورد انجام شد، ۱ مورد پذیرفته نشد")
    expect(bulkSummaryText(12, 0)).toBe("۱۲ مورد انجام شد")
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (done, refused) => {
        expect(selectedCountText(done)).not.toMatch(latinDigits)
        expect(bulkSummaryText(done, refused)).not.toMatch(latinDigits)
      }),
    )
  })
})
