import { describe, expect, it } from "vitest"
import { unreachable, type Rect } from "./guillotine.ts"

const sheet: Rect = { x: 0, y: 0, width: 100, height: 100 }
const r = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height })
const rules = { stages: 3, kerf: 0, shortestWasteStrip: 0 }

describe("reaching a layout with guillotine cuts", () => {
  it("cuts vertical strips first, then stacks, then pieces, then one trim", () => {
    expect(
      unreachable([r(0, 0, 50, 100), r(50, 0, 50, 40), r(50, 40, 20, 60), r(70, 40, 30, 55)], sheet, 1, rules),
    ).toBeUndefined()
  })

  it("needs one stage more when the first cuts must be horizontal", () => {
    const rows = [r(0, 0, 100, 40), r(0, 40, 30, 60), r(30, 40, 70, 60)]
    expect(unreachable(rows, sheet, 1, { ...rules, stages: 2 })).toBeDefined()
    expect(unreachable(rows, sheet, 1, rules)).toBeUndefined()
  })

  it("keeps the kerf between pieces that a cut separates", () => {
    const pair = [r(0, 0, 49, 100), r(51, 0, 49, 100)]
    expect(unreachable(pair, sheet, 1, { ...rules, kerf: 2 })).toBeUndefined()
    expect(unreachable(pair, sheet, 1, { ...rules, kerf: 3 })).toBeDefined()
  })

  it("leaves out a cut at a gap where cutting would leave a waste strip too thin to snap", () => {
    // Three pieces side by side over a wider one: a first cut at x = 2004 (between B and C) would leave 2 mm beside D.
    const wide: Rect = { x: 0, y: 0, width: 3006, height: 2000 }
    const stacked = [r(0, 0, 1002, 1000), r(1002, 0, 1002, 1000), r(2004, 0, 1002, 1000), r(0, 1000, 2002, 1000)]
    expect(unreachable(stacked, wide, 1, { ...rules, shortestWasteStrip: 20 })).toBeUndefined()
    // With the wide piece 2 mm short of the others, no choice of cuts avoids a thin strip.
    const tooClose = [r(0, 0, 1002, 1000), r(1002, 0, 1002, 1000), r(2004, 0, 1002, 1000), r(0, 1000, 3004, 1000)]
    expect(unreachable(tooClose, wide, 1, { ...rules, shortestWasteStrip: 20 })).toBe(
      "a waste strip of 2 mm is narrower than 20 mm",
    )
  })

  it("trims a piece on one side only after the last stage", () => {
    const centred = [r(0, 0, 50, 50), r(10, 50, 30, 50), r(50, 0, 50, 100)]
    expect(unreachable(centred, sheet, 1, { ...rules, stages: 2 })).toBe("a piece needs trimming on both sides")
    expect(unreachable(centred, sheet, 1, rules)).toBeUndefined()
    const flush = [r(0, 0, 50, 50), r(0, 50, 30, 50), r(50, 0, 50, 100)]
    expect(unreachable(flush, sheet, 1, { ...rules, stages: 2 })).toBeUndefined()
  })
})
