import fc from "fast-check"
import type { CuttingInput, Piece, Sheet } from "../CuttingInput.ts"

/**
 * Small random cutting jobs: a whole sheet in any number, perhaps offcuts, trims, kerf, the strip
 * limits and rotation flags; every piece small enough to fit the whole sheet with room for the rules.
 */
export const cuttingInputs: fc.Arbitrary<CuttingInput> = fc
  .record({
    width: fc.integer({ min: 40, max: 120 }),
    height: fc.integer({ min: 40, max: 120 }),
    trim: fc.integer({ min: 0, max: 4 }),
    kerf: fc.integer({ min: 0, max: 3 }),
    shortestWasteStrip: fc.constantFrom(0, 0, 3, 6),
    stages: fc.constantFrom<2 | 3>(2, 3, 3),
    strip: fc.option(fc.integer({ min: 20, max: 80 }), { nil: undefined }),
    offcuts: fc.array(
      fc.record({
        width: fc.integer({ min: 10, max: 60 }),
        height: fc.integer({ min: 10, max: 60 }),
        copies: fc.integer({ min: 1, max: 2 }),
      }),
      { maxLength: 2 },
    ),
    sizes: fc.array(
      fc.record({
        w: fc.double({ min: 0, max: 1, noNaN: true }),
        h: fc.double({ min: 0, max: 1, noNaN: true }),
        mayRotate: fc.boolean(),
      }),
      { minLength: 1, maxLength: 24 },
    ),
  })
  .map(({ width, height, trim, kerf, shortestWasteStrip, stages, strip, offcuts, sizes }) => {
    const room = (usable: number): number => usable - shortestWasteStrip - kerf
    const maxW = Math.min(room(width - 2 * trim), strip ?? Number.MAX_SAFE_INTEGER)
    const maxH = room(height - 2 * trim)
    // Sizes skewed towards small pieces, as most jobs are, with now and then a large one.
    const pieces: Array<Piece> = sizes.map((s, i) => ({
      id: `p${i}`,
      width: 1 + Math.floor(s.w ** 2 * (maxW - 1)),
      height: 1 + Math.floor(s.h ** 2 * (maxH - 1)),
      mayRotate: s.mayRotate,
    }))
    const sheets: Array<Sheet> = [
      ...offcuts.map((o, i) => ({ id: `o${i}`, width: o.width, height: o.height, copies: o.copies, trim: 0, isOffcut: true })),
      { id: "S", width, height, trim },
    ]
    return {
      pieces,
      sheets,
      settings: { stages, kerf, shortestWasteStrip, longestStrip: strip, minOffcut: { width: 15, height: 10 } },
    }
  })
