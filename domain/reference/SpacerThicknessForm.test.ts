import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { spacerThicknessConflicts, validateSpacerThicknessForm } from "./SpacerThicknessForm.ts"

describe("spacer thickness form", () => {
  it("answers its Persian messages", () => {
    expect(validateSpacerThicknessForm({})).toEqual(
      Result.fail({ size: "وارد کردن ضخامت اجباری است", price: "وارد کردن قیمت اجباری است" }),
    )
    expect(validateSpacerThicknessForm({ size: 3, price: -1 })).toEqual(
      Result.fail({ size: "ضخامت باید بین 4 و 30 میلی‌متر باشد", price: "قیمت منفی نمیتواند باشد" }),
    )
    expect(validateSpacerThicknessForm({ size: "۱۲٫۵", price: "۱۲٫۵" })).toEqual(
      Result.fail({ size: "ضخامت باید عدد صحیح باشد", price: "قیمت باید عدد صحیح باشد" }),
    )
    expect(validateSpacerThicknessForm({ size: 12, price: 10 ** 16 })).toEqual(Result.fail({ price: "قیمت بیش از حد مجاز است" }))
    expect(spacerThicknessConflicts({ id: 2, size: 12 }, [{ id: 1, size: 12 }])).toEqual({ size: "این ضخامت قبلاً ثبت شده است" })
    expect(spacerThicknessConflicts({ id: 1, size: 12 }, [{ id: 1, size: 12 }])).toEqual({})
  })

  it("accepts every size from 4 to 30 mm and every price that is not negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 30 }), fc.integer({ min: 0, max: 10 ** 12 }), (size, price) => {
        expect(validateSpacerThicknessForm({ size, price: price.toLocaleString("en-US") })).toEqual(
          Result.succeed({ size, price, is_active: true }),
        )
      }),
    )
  })

  it("refuses every negative price", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: -1 }), (price) => {
        expect(validateSpacerThicknessForm({ size: 12, price })).toEqual(Result.fail({ price: "قیمت منفی نمیتواند باشد" }))
      }),
    )
  })
})
