import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toAsciiDigits } from "../text/digits.ts"
import {
  inside,
  labelBox,
  layoutDimensionMap,
  overlaps,
  segmentBounds,
  type DimensionMap,
  type DrawingBox,
  type Rect,
} from "./DimensionMap.ts"

const side = fc.integer({ min: 1, max: 6000 })
const drawingBox: fc.Arbitrary<DrawingBox> = fc.record({
  width: fc.integer({ min: 240, max: 1200 }),
  height: fc.integer({ min: 180, max: 900 }),
  fontSize: fc.integer({ min: 10, max: 18 }),
})
/** The box the page draws in (ui/pages/invoice/print/PieceDrawing.tsx). */
const pageBox: DrawingBox = { width: 400, height: 260, fontSize: 16 }

const whole = (box: DrawingBox): Rect => ({ x: 0, y: 0, width: box.width, height: box.height })
/** Every stroke of a map: the piece, both dimension lines, their ticks and extension lines. */
const strokes = (map: DimensionMap): ReadonlyArray<Rect> => [
  map.piece,
  ...[map.width, map.height].flatMap((dimension) =>
    [dimension.line, ...dimension.ticks, ...dimension.extensions].map(segmentBounds),
  ),
]
const relativeError = (actual: number, expected: number): number => Math.abs(actual - expected) / expected

describe("a piece laid out to scale with its dimension lines", () => {
  it("draws the piece with its own proportion (within 1 %) for any sides from 1 to 6000 mm", () => {
    fc.assert(
      fc.property(side, side, drawingBox, (width, height, box) => {
        const { piece, scale } = layoutDimensionMap({ width, height }, box)
        expect(relativeError(piece.width / piece.height, width / height)).toBeLessThan(0.01)
        expect(relativeError(piece.width, width * scale)).toBeLessThan(1e-9)
        expect(relativeError(piece.height, height * scale)).toBeLessThan(1e-9)
      }),
    )
  })

  it("uses the largest scale that fits: the drawing reaches the box's margin across or down", () => {
    fc.assert(
      fc.property(side, side, drawingBox, (width, height, box) => {
        const map = layoutDimensionMap({ width, height }, box)
        const right = map.height.label.box.x + map.height.label.box.width
        const bottom = map.width.label.box.y + map.width.label.box.height
        expect(Math.abs(right - (box.width - 4)) < 1e-6 || Math.abs(bottom - (box.height - 4)) < 1e-6).toBe(true)
      }),
    )
  })

  it("keeps the piece, every line and both labels inside the box", () => {
    fc.assert(
      fc.property(side, side, drawingBox, (width, height, box) => {
        const map = layoutDimensionMap({ width, height }, box)
        for (const rect of [...strokes(map), map.width.label.box, map.height.label.box])
          expect(inside(rect, whole(box))).toBe(true)
      }),
    )
  })

  it("uses a band of the box's full width holding every line and label, which cutting the box down to keeps the scale", () => {
    fc.assert(
      fc.property(side, side, drawingBox, (width, height, box) => {
        const map = layoutDimensionMap({ width, height }, box)
        expect(inside(map.band, whole(box))).toBe(true)
        expect(map.band.width).toBe(box.width)
        for (const rect of [...strokes(map), map.width.label.box, map.height.label.box]) expect(inside(rect, map.band)).toBe(true)
      }),
    )
    // A flat piece needs a flat band; a tall one the whole box.
    expect(layoutDimensionMap({ width: 6000, height: 300 }, pageBox).band.height).toBeLessThan(pageBox.height / 2)
    expect(layoutDimensionMap({ width: 300, height: 6000 }, pageBox).band.height).toBe(pageBox.height)
  })

  it("never lets a label overlap the other label, the piece or any line, even for a 6000 × 300 or 300 × 6000 sliver", () => {
    const check = (map: DimensionMap) => {
      expect(overlaps(map.width.label.box, map.height.label.box)).toBe(false)
      for (const stroke of strokes(map)) {
        expect(overlaps(map.width.label.box, stroke)).toBe(false)
        expect(overlaps(map.height.label.box, stroke)).toBe(false)
      }
    }
    fc.assert(fc.property(side, side, drawingBox, (width, height, box) => check(layoutDimensionMap({ width, height }, box))))
    for (const sides of [
      { width: 6000, height: 300 },
      { width: 300, height: 6000 },
      { width: 6000, height: 1 },
      { width: 1, height: 6000 },
    ])
      check(layoutDimensionMap(sides, pageBox))
  })

  it("writes each side's millimetres in Persian digits only, reading back to the side", () => {
    fc.assert(
      fc.property(side, side, drawingBox, (width, height, box) => {
        const map = layoutDimensionMap({ width, height }, box)
        for (const label of [map.width.label, map.height.label]) expect(label.text).toMatch(/^[۰-۹]+$/)
        expect(Number(toAsciiDigits(map.width.label.text))).toBe(width)
        expect(Number(toAsciiDigits(map.height.label.text))).toBe(height)
      }),
    )
  })

  it("puts the width's line below the piece spanning its width, and the height's at its right spanning its height, with ticks across each end", () => {
    fc.assert(
      fc.property(side, side, drawingBox, (width, height, box) => {
        const { piece, width: across, height: up } = layoutDimensionMap({ width, height }, box)
        expect(across.line.y1).toBe(across.line.y2)
        expect(across.line.y1).toBeGreaterThan(piece.y + piece.height)
        expect([across.line.x1, across.line.x2]).toEqual([piece.x, piece.x + piece.width])
        expect(up.line.x1).toBe(up.line.x2)
        expect(up.line.x1).toBeGreaterThan(piece.x + piece.width)
        expect([up.line.y1, up.line.y2]).toEqual([piece.y, piece.y + piece.height])
        for (const end of across.ticks) expect(end.x1 === end.x2 && end.y1 < across.line.y1 && end.y2 > across.line.y1).toBe(true)
        for (const end of up.ticks) expect(end.y1 === end.y2 && end.x1 < up.line.x1 && end.x2 > up.line.x1).toBe(true)
      }),
    )
  })

  it("draws a 6000 × 300 piece 20 to 1 and tall enough to see in the page's box", () => {
    const map = layoutDimensionMap({ width: 6000, height: 300 }, pageBox)
    expect(map.piece.width / map.piece.height).toBeCloseTo(20, 9)
    // About 14 px on a phone and 4 mm on paper: a band, not a hairline.
    expect(map.piece.height).toBeGreaterThan(15)
    expect(map.width.label.text).toBe("۶۰۰۰")
    expect(map.height.label.text).toBe("۳۰۰")
  })

  it("estimates a label's box from its characters and font size, centred where it is drawn", () => {
    const box = labelBox("۱۲۰۰", 10, 50, 20)
    expect(box.width).toBeGreaterThan(4 * 0.55 * 10)
    expect(box.x + box.width / 2).toBeCloseTo(50)
    expect(box.y + box.height / 2).toBeCloseTo(20)
    expect(box.height).toBeGreaterThanOrEqual(10)
  })
})
