import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { glassThicknessConflicts, validateGlassThicknessForm } from "./GlassThicknessForm.ts"

describe("glass thickness form", () => {
  it("answers its Persian messages", () => {
    expect(validateGlassThicknessForm(null)).toEqual(Result.fail({ size: "وارد کردن ضخامت اجباری است" }))
    expect(validateGlassThicknessForm({ size: 30 })).toEqual(Result.fail({ size: "ضخامت باید بین 2 و 25 میلی‌متر باشد" }))
    expect(validateGlassThicknessForm({ size: "۱" })).toEqual(Result.fail({ size: "ضخامت باید بین 2 و 25 میلی‌متر باشد" }))
    expect(validateGlassThicknessForm({ size: 5.5 })).toEqual(Result.fail({ size: "ضخامت باید عدد صحیح باشد" }))
    expect(validateGlassThicknessForm({ size: 6, is_active: "x" })).toEqual(Result.fail({ is_active: "وضعیت نامعتبر است" }))
    expect(glassThicknessConflicts({ size: 6 }, [{ id: 1, size: 6 }])).toEqual({ size: "این ضخامت قبلاً ثبت شده است" })
  })

  it("accepts every whole size from 2 to 25 mm, active unless said otherwise", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 25 }), fc.option(fc.boolean(), { nil: undefined }), (size, active) => {
        expect(validateGlassThicknessForm({ size: String(size), is_active: active })).toEqual(
          Result.succeed({ size, is_active: active ?? true }),
        )
      }),
    )
  })

  it("refuses a size already stored under another id, and only then", () => {
    const stored = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 50 }), size: fc.integer({ min: 2, max: 25 }) }), {
      selector: (row) => row.id,
      maxLength: 10,
    })
    fc.assert(
      fc.property(stored, fc.integer({ min: 2, max: 25 }), (rows, size) => {
        const taken = rows.some((row) => row.size === size)
        expect(Object.keys(glassThicknessConflicts({ size }, rows)).length > 0).toBe(taken)
        for (const row of rows)
          expect(glassThicknessConflicts(row, rows)).toEqual(
            rows.some((other) => other.id !== row.id && other.size === row.size) ? { size: "این ضخامت قبلاً ثبت شده است" } : {},
          )
      }),
    )
  })
})
