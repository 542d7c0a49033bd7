import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "./FieldErrors.ts"
import { BoundedNumber, Millimetres } from "./NumberField.ts"

const inPersian = (text: string): string => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
const size = validateWith(Schema.Struct({ size: Millimetres("ضخامت", 2, 25) }))
const percent = validateWith(
  Schema.Struct({ p: BoundedNumber({ required: "r", outOfRange: "o", fraction: "f" }, { min: 0, max: 100, decimals: 2 }) }),
)

describe("a size in millimetres", () => {
  it("words its rules after its label and bounds", () => {
    expect(size({})).toEqual(Result.fail({ size: "وارد کردن ضخامت اجباری است" }))
    expect(size({ size: "abc" })).toEqual(Result.fail({ size: "وارد کردن ضخامت اجباری است" }))
    expect(size({ size: 1 })).toEqual(Result.fail({ size: "ضخامت باید بین 2 و 25 میلی‌متر باشد" }))
    expect(size({ size: "۲۶" })).toEqual(Result.fail({ size: "ضخامت باید بین 2 و 25 میلی‌متر باشد" }))
    expect(size({ size: "۵٫۵" })).toEqual(Result.fail({ size: "ضخامت باید عدد صحیح باشد" }))
  })

  it("accepts every whole size within the bounds, however written", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 25 }),
        fc.constantFrom(
          (n: number) => n,
          String,
          (n: number) => inPersian(String(n)),
          (n: number) => `${n}.0`,
        ),
        (n, write) => {
          expect(size({ size: write(n) })).toEqual(Result.succeed({ size: n }))
        },
      ),
    )
  })

  it("refuses every size outside the bounds with the bounds message", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10_000, max: 1 }), fc.integer({ min: 26, max: 10_000 })), (n) => {
        expect(size({ size: n })).toEqual(Result.fail({ size: "ضخامت باید بین 2 و 25 میلی‌متر باشد" }))
      }),
    )
  })
})

describe("a bounded number with decimals", () => {
  it("keeps up to the allowed decimals", () => {
    expect(percent({ p: "۱۲٫۵" })).toEqual(Result.succeed({ p: 12.5 }))
    expect(percent({ p: "12.50" })).toEqual(Result.succeed({ p: 12.5 }))
    expect(percent({ p: "12.505" })).toEqual(Result.fail({ p: "f" }))
    expect(percent({ p: "-0" })).toEqual(Result.succeed({ p: 0 }))
  })

  it("accepts every value of two decimals within the bounds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const text = (hundredths / 100).toFixed(2)
        expect(percent({ p: text })).toEqual(Result.succeed({ p: Number(text) }))
      }),
    )
  })
})
