import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { pricingUnits, validateDescriptionForm } from "./DescriptionForm.ts"

const unitWritten = fc.constantFrom(1, 2, 3).chain((unit) => fc.tuple(fc.constant(unit), fc.constantFrom<unknown>(unit, String(unit), "۰۱۲۳"[unit])))

describe("description (glass detail) form", () => {
  it("answers its Persian messages", () => {
    expect(validateDescriptionForm({})).toEqual(
      Result.fail({ name: "وارد کردن نام اجباری است", pricing_unit: "واحد قیمت‌گذاری را انتخاب کنید", price: "وارد کردن قیمت اجباری است" }),
    )
    expect(validateDescriptionForm({ name: "س".repeat(101), pricing_unit: 4, price: -2 })).toEqual(
      Result.fail({ name: "نام باید حداکثر 100 کاراکتر باشد", pricing_unit: "واحد قیمت‌گذاری را انتخاب کنید", price: "قیمت منفی نمیتواند باشد" }),
    )
  })

  it("labels the pricing units", () => {
    expect(pricingUnits.map((unit) => [unit.code, unit.label])).toEqual([
      [1, "هر عدد"],
      [2, "هر متر مربع"],
      [3, "هر متر طول لبه"],
    ])
  })

  it("accepts every unit and price, the unit sent in any digits", () => {
    fc.assert(
      fc.property(unitWritten, fc.integer({ min: 0, max: 10 ** 9 }), ([unit, written], price) => {
        expect(validateDescriptionForm({ name: "سوراخ", pricing_unit: written, price })).toEqual(Result.succeed({ name: "سوراخ", pricing_unit: unit, price, is_active: true }))
      }),
    )
  })

  it("refuses any other unit", () => {
    fc.assert(fc.property(fc.anything().filter((raw) => ![1, 2, 3, "1", "2", "3"].includes(raw as never)), (raw) => Result.isFailure(validateDescriptionForm({ name: "برش", pricing_unit: raw, price: 1 }))))
  })
})
