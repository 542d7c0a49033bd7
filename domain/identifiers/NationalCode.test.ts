import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "../validation/FieldErrors.ts"
import { isNationalCode, NationalCode, OptionalNationalCode } from "./NationalCode.ts"

const persian = (text: string) => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
// product.md section 4, written out again: s = Σ d[i]·(10−i) mod 11; the check digit is s below 2, else 11 − s.
const checkDigit = (nine: string) => {
  const s = [...nine].reduce((sum, digit, i) => sum + Number(digit) * (10 - i), 0) % 11
  return s < 2 ? s : 11 - s
}
const nineDigits = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 9, maxLength: 9 })
const validCode = nineDigits.map((nine) => `${nine}${checkDigit(nine)}`).filter((code) => !/^(\d)\1+$/.test(code))
const validate = validateWith(Schema.Struct({ code: NationalCode }))
const validateOptional = validateWith(Schema.Struct({ code: OptionalNationalCode }))

describe("national code (کد ملی)", () => {
  it("accepts the example of product.md, however typed", () => {
    for (const code of ["0499370899", "۰۴۹۹۳۷۰۸۹۹", "٠٤٩٩٣٧٠٨٩٩", "049-937089-9", " 0499 370 899 "])
      expect(isNationalCode(code)).toBe(true)
    expect(validate({ code: "۰۴۹۹۳۷۰۸۹۹" })).toEqual(Result.succeed({ code: "0499370899" }))
  })

  it("refuses a wrong check digit, a wrong length and repeated digits", () => {
    for (const code of ["0499370898", "499370899", "04993708990", "1111111111", "0000000000", "04993708a9", ""])
      expect(isNationalCode(code)).toBe(false)
  })

  it("answers the field's messages", () => {
    expect(validate({})).toEqual(Result.fail({ code: "کد ملی الزامی است" }))
    expect(validate({ code: "0499370898" })).toEqual(Result.fail({ code: "کد ملی نامعتبر است" }))
    expect(validateOptional({ code: "" })).toEqual(Result.succeed({ code: null }))
    expect(validateOptional({ code: "123" })).toEqual(Result.fail({ code: "کد ملی نامعتبر است" }))
  })

  it("accepts every code ending in its check digit, in any digits", () => {
    fc.assert(
      fc.property(validCode, (code) => {
        expect([isNationalCode(code), isNationalCode(persian(code))]).toEqual([true, true])
      }),
    )
  })

  it("refuses every code whose check digit is changed", () => {
    fc.assert(
      fc.property(validCode, fc.integer({ min: 1, max: 9 }), (code, shift) => {
        expect(isNationalCode(`${code.slice(0, 9)}${(Number(code[9]) + shift) % 10}`)).toBe(false)
      }),
    )
  })
})
