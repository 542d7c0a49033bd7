import { describe, expect, it } from "vitest"
import { unreachable, type Rect } from "./guillotine.ts"

const sheet: Rect = { x: 0, y: 0, width: 100, height: 100 }
const r = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height })
const rules = { stages: 3, kerf: 0, shortestWasteStrip: 0 }

describe("reaching a layout with guillotine cuts", () => {
  it("cuts vertical strips first, then stacks, then pieces, then one trim", () => {
    expect(unreachable([r(0, 0, 50, 100), r(50, 0, 50, 40), r(50, 40, 20, 60), r(70, 40, 30, 55)], sheet, 1, rules)).toBeUndefined()
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

  it("trims a piece on one side only after the last stage", () => {
    const centred = [r(0, 0, 50, 50), r(10, 50, 30, 50), r(50, 0, 50, 100)]
    expect(unreachable(centred, sheet, 1, { ...rules, stages: 2 })).toBe("a piece needs trimming on both sides")
    expect(unreachable(centred, sheet, 1, rules)).toBeUndefined()
    const flush = [r(0, 0, 50, 50), r(0, 50, 30, 50), r(50, 0, 50, 100)]
    expect(unreachable(flush, sheet, 1, { ...rules, stages: 2 })).toBeUndefined()
  })
})
