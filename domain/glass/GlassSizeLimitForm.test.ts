import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { glassSizeLimitConflicts, validateGlassSizeLimitForm } from "./GlassSizeLimitForm.ts"

const errorsOf = (input: unknown) =>
  Result.match(validateGlassSizeLimitForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const side = fc.integer({ min: 10, max: 6000 })
const valid = { width_id: 3, material: 2, min_width: 300, max_width: 2400, min_height: 300, max_height: 3600 }

describe("glass size limit form: messages", () => {
  it("asks for every field of an empty row", () => {
    expect(errorsOf(undefined)).toEqual({
      width_id: "ضخامت را انتخاب کنید",
      material: "جنس شیشه را انتخاب کنید",
      min_width: "وارد کردن حداقل عرض اجباری است",
      max_width: "وارد کردن حداکثر عرض اجباری است",
      min_height: "وارد کردن حداقل ارتفاع اجباری است",
      max_height: "وارد کردن حداکثر ارتفاع اجباری است",
    })
  })

  it("refuses sizes outside 10 to 6000 mm, fractions and a bad thickness", () => {
    expect(errorsOf({ ...valid, width_id: "x", min_width: 5, max_width: 7000, min_height: 9, max_height: 300.5 })).toEqual({
      width_id: "ضخامت نامعتبر است",
      min_width: "حداقل عرض باید بین 10 و 6000 میلی‌متر باشد",
      max_width: "حداکثر عرض باید بین 10 و 6000 میلی‌متر باشد",
      min_height: "حداقل ارتفاع باید بین 10 و 6000 میلی‌متر باشد",
      max_height: "حداکثر ارتفاع باید عدد صحیح باشد",
    })
  })

  it("refuses a maximum under its minimum, beside the other errors", () => {
    expect(errorsOf({ ...valid, material: 9, max_width: 200, max_height: 100 })).toEqual({
      material: "جنس شیشه را انتخاب کنید",
      max_width: "حداکثر عرض نمی‌تواند کمتر از حداقل عرض باشد",
      max_height: "حداکثر ارتفاع نمی‌تواند کمتر از حداقل ارتفاع باشد",
    })
  })

  it("refuses a thickness the type does not offer and a second row for a thickness and material", () => {
    expect(
      glassSizeLimitConflicts(
        { width_id: 3, material: 2 },
        { offeredWidthIds: [4], stored: [{ id: 1, width_id: 3, material: 2 }] },
      ),
    ).toEqual({
      width_id: "این ضخامت برای این نوع شیشه تعریف نشده است",
      material: "برای این ضخامت و جنس قبلاً محدودیت ثبت شده است",
    })
    expect(
      glassSizeLimitConflicts(
        { id: 1, width_id: 3, material: 2 },
        { offeredWidthIds: [3], stored: [{ id: 1, width_id: 3, material: 2 }] },
      ),
    ).toEqual({})
  })
})

describe("glass size limit form: properties", () => {
  it("accepts every row whose minimums do not exceed its maximums, digits in any script", () => {
    fc.assert(
      fc.property(
        fc.tuple(side, side).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
        fc.tuple(side, side).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
        fc.constantFrom(1, 2, 3),
        (width, height, material) => {
          const row = {
            width_id: "۷",
            material: String(material),
            min_width: width[0],
            max_width: String(width[1]),
            min_height: height[0],
            max_height: height[1],
          }
          expect(validateGlassSizeLimitForm(row)).toEqual(
            Result.succeed({
              width_id: 7,
              material,
              min_width: width[0],
              max_width: width[1],
              min_height: height[0],
              max_height: height[1],
            }),
          )
        },
      ),
    )
  })

  it("refuses every row whose minimum width exceeds its maximum", () => {
    fc.assert(
      fc.property(side, side, (a, b) => {
        fc.pre(a !== b)
        expect(errorsOf({ ...valid, min_width: Math.max(a, b), max_width: Math.min(a, b) })).toEqual({
          max_width: "حداکثر عرض نمی‌تواند کمتر از حداقل عرض باشد",
        })
      }),
    )
  })
})
