import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkPiece, type GlassPiece, type SizeLimit } from "./SizeLimitCheck.ts"

const limit: SizeLimit = {
  glass_type_id: 1,
  width_id: 6,
  material: 2,
  min_width: 300,
  max_width: 2400,
  min_height: 350,
  max_height: 4500,
}
const piece = (widthMm: number, heightMm: number): GlassPiece => ({
  glassTypeId: 1,
  thicknessId: 6,
  material: 2,
  widthMm,
  heightMm,
})
const failure = (result: Result.Result<GlassPiece, { readonly _tag: string; readonly message: string }>) =>
  Result.match(result, { onSuccess: () => null, onFailure: (error) => [error._tag, error.message] })

const limits: fc.Arbitrary<SizeLimit> = fc
  .record({
    a: fc.integer({ min: 10, max: 6000 }),
    b: fc.integer({ min: 10, max: 6000 }),
    c: fc.integer({ min: 10, max: 6000 }),
    d: fc.integer({ min: 10, max: 6000 }),
  })
  .map(({ a, b, c, d }) => ({
    ...limit,
    min_width: Math.min(a, b),
    max_width: Math.max(a, b),
    min_height: Math.min(c, d),
    max_height: Math.max(c, d),
  }))

describe("a piece against its size limit", () => {
  it("names the limit in Persian", () => {
    expect(failure(checkPiece([limit], piece(250, 1000)))).toEqual([
      "WidthOutsideLimit",
      "عرض شیشه باید بین 300 و 2400 میلی‌متر باشد",
    ])
    expect(failure(checkPiece([limit], piece(2401, 5000)))).toEqual([
      "WidthOutsideLimit",
      "عرض شیشه باید بین 300 و 2400 میلی‌متر باشد",
    ])
    expect(failure(checkPiece([limit], piece(1000, 4600)))).toEqual([
      "HeightOutsideLimit",
      "ارتفاع شیشه باید بین 350 و 4500 میلی‌متر باشد",
    ])
    expect(checkPiece([limit], piece(300, 4500))).toEqual(Result.succeed(piece(300, 4500)))
  })

  it("does not limit a piece whose type, thickness or material has no row", () => {
    for (const other of [{ glassTypeId: 2 }, { thicknessId: 8 }, { material: 1 as const }])
      expect(Result.isSuccess(checkPiece([limit], { ...piece(1, 1), ...other }))).toBe(true)
  })

  it("passes every piece within its limits, ends included", () => {
    fc.assert(
      fc.property(limits, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (row, x, y) => {
        const p = piece(
          Math.round(row.min_width + x * (row.max_width - row.min_width)),
          Math.round(row.min_height + y * (row.max_height - row.min_height)),
        )
        expect(checkPiece([row], p)).toEqual(Result.succeed(p))
      }),
    )
  })

  it("refuses every piece outside its limits with the message naming the limit it breaks", () => {
    const outside = (min: number, max: number) =>
      fc.oneof(fc.integer({ min: 0, max: min - 1 }), fc.integer({ min: max + 1, max: 20_000 }))
    fc.assert(
      fc.property(
        limits.chain((row) =>
          fc.tuple(fc.constant(row), outside(row.min_width, row.max_width), outside(row.min_height, row.max_height)),
        ),
        ([row, width, height]) => {
          const inside = row.min_height
          expect(failure(checkPiece([row], piece(width, height)))).toEqual([
            "WidthOutsideLimit",
            `عرض شیشه باید بین ${row.min_width} و ${row.max_width} میلی‌متر باشد`,
          ])
          expect(failure(checkPiece([row], piece(row.max_width, height)))).toEqual([
            "HeightOutsideLimit",
            `ارتفاع شیشه باید بین ${row.min_height} و ${row.max_height} میلی‌متر باشد`,
          ])
          expect(Result.isSuccess(checkPiece([row], piece(row.min_width, inside)))).toBe(true)
        },
      ),
    )
  })
})
