import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "../validation/FieldErrors.ts"
import { isNationalId, NationalId, OptionalNationalId } from "./NationalId.ts"

const persian = (text: string) => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
// product.md section 4, written out again: k = d[9] + 2, s = Σ (d[i] + k)·w[i mod 5] mod 11 with w = 29, 27, 23, 19, 17; 10 counts as 0.
const checkDigit = (ten: string) => {
  const w = [29, 27, 23, 19, 17]
  const k = Number(ten[9]) + 2
  let s = 0
  for (let i = 0; i < 10; i++) s += (Number(ten[i]) + k) * (w[i % 5] ?? 0)
  return s % 11 === 10 ? 0 : s % 11
}
const validId = fc
  .string({ unit: fc.constantFrom(..."0123456789"), minLength: 10, maxLength: 10 })
  .map((ten) => `${ten}${checkDigit(ten)}`)
const validate = validateWith(Schema.Struct({ id: NationalId }))

describe("national ID of a legal entity (شناسه ملی)", () => {
  it("accepts the example of product.md, however typed", () => {
    for (const id of ["10380284790", "۱۰۳۸۰۲۸۴۷۹۰", "1038-0284-790"]) expect(isNationalId(id)).toBe(true)
    expect(validate({ id: "۱۰۳۸۰۲۸۴۷۹۰" })).toEqual(Result.succeed({ id: "10380284790" }))
  })

  it("refuses a wrong check digit or length", () => {
    for (const id of ["10380284791", "1038028479", "103802847900", "1038028479x", ""]) expect(isNationalId(id)).toBe(false)
  })

  it("answers the field's messages", () => {
    expect(validate({ id: " " })).toEqual(Result.fail({ id: "شناسه ملی الزامی است" }))
    expect(validate({ id: "10380284791" })).toEqual(Result.fail({ id: "شناسه ملی نامعتبر است" }))
    expect(validateWith(Schema.Struct({ id: OptionalNationalId }))({})).toEqual(Result.succeed({ id: null }))
  })

  it("accepts every ID ending in its check digit, in any digits", () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect([isNationalId(id), isNationalId(persian(id))]).toEqual([true, true])
      }),
    )
  })

  it("refuses every ID whose check digit is changed", () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 1, max: 9 }), (id, shift) => {
        expect(isNationalId(`${id.slice(0, 10)}${(Number(id[10]) + shift) % 10}`)).toBe(false)
      }),
    )
  })
})
