import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cutMidpoint, cutSegment, labelFont, largestFont, smallestFont, svgY, trimBands } from "./planSheetLayout.ts"

const sheet = { width: 6000, height: 3210 }
const sheets = fc.record({ width: fc.integer({ min: 300, max: 8000 }), height: fc.integer({ min: 300, max: 8000 }) })

describe("the plan's drawing arithmetic", () => {
  it("puts the plan's origin at the sheet's lower left corner: a piece at y 0 touches the SVG's bottom edge", () => {
    expect(svgY(3210, { y: 0, height: 800 })).toBe(2410)
    expect(svgY(3210, { y: 2410, height: 800 })).toBe(0)
  })

  it("keeps every piece inside the sheet when turned to SVG, and x untouched (never mirrored)", () => {
    fc.assert(
      fc.property(
        sheets,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (size, a, b) => {
          const height = Math.round(size.height * a)
          const y = Math.round((size.height - height) * b)
          const top = svgY(size.height, { y, height })
          expect(top).toBeGreaterThanOrEqual(0)
          expect(top + height).toBeLessThanOrEqual(size.height)
        },
      ),
    )
    expect(cutSegment(3210, { direction: "vertical", position: 1200, from: 15, to: 3195 })).toEqual({
      x1: 1200,
      y1: 3195,
      x2: 1200,
      y2: 15,
    })
  })

  it("writes a horizontal cut across x at its y, and its number at its middle", () => {
    const cut = { direction: "horizontal", position: 800, from: 0, to: 1200 } as const
    expect(cutSegment(3210, cut)).toEqual({ x1: 0, y1: 2410, x2: 1200, y2: 2410 })
    expect(cutMidpoint(3210, cut)).toEqual({ x: 600, y: 2410 })
  })

  it("sizes a label to fit its piece, between the smallest and the largest label, or leaves it out", () => {
    fc.assert(
      fc.property(
        sheets,
        fc.integer({ min: 1, max: 6000 }),
        fc.integer({ min: 1, max: 6000 }),
        fc.string({ minLength: 1, maxLength: 16 }),
        (size, width, height, code) => {
          const font = labelFont({ width, height }, [code, "۱۲۰۰ × ۸۰۰"], size)
          if (font === undefined) return
          expect(font).toBeGreaterThanOrEqual(smallestFont(size))
          expect(font).toBeLessThanOrEqual(largestFont(size))
          expect(font * 2 * 1.25).toBeLessThanOrEqual(height)
        },
      ),
    )
  })

  it("leaves out the label of a sliver and keeps it on a big piece", () => {
    expect(labelFont({ width: 40, height: 2000 }, ["1035-2-1-A", "۴۰ × ۲۰۰۰"], sheet)).toBeUndefined()
    expect(labelFont({ width: 1500, height: 1200 }, ["1035-2-1-A", "۱۵۰۰ × ۱۲۰۰"], sheet)).toBeGreaterThan(smallestFont(sheet))
  })

  it("shades four trim bands on a whole sheet, which cover exactly its border, and none on an offcut", () => {
    fc.assert(
      fc.property(sheets, fc.integer({ min: 1, max: 100 }), (size, trim) => {
        const bands = trimBands(size, trim)
        const area = bands.reduce((sum, band) => sum + band.width * band.height, 0)
        expect(area).toBe(size.width * size.height - (size.width - 2 * trim) * (size.height - 2 * trim))
      }),
    )
    expect(trimBands(sheet, 0)).toEqual([])
  })
})
