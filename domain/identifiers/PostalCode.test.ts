import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "../validation/FieldErrors.ts"
import { isPostalCode, OptionalPostalCode, PostalCode } from "./PostalCode.ts"

const digits = (length: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length })
const persian = (text: string) => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
const validate = validateWith(Schema.Struct({ code: PostalCode }))

describe("postal code (کد پستی)", () => {
  it("accepts ten digits however typed", () => {
    for (const code of ["1193653471", "۱۱۹۳۶۵۳۴۷۱", "11936-53471"]) expect(isPostalCode(code)).toBe(true)
    expect(validate({ code: "۱۱۹۳۶-۵۳۴۷۱" })).toEqual(Result.succeed({ code: "1193653471" }))
  })

  it("refuses other lengths, letters and one repeated digit", () => {
    for (const code of ["119365347", "11936534711", "11936a3471", "0000000000", "5555555555"])
      expect(isPostalCode(code)).toBe(false)
  })

  it("answers the field's messages", () => {
    expect(validate({})).toEqual(Result.fail({ code: "کد پستی الزامی است" }))
    expect(validate({ code: "123" })).toEqual(Result.fail({ code: "کد پستی نامعتبر است" }))
    expect(validateWith(Schema.Struct({ code: OptionalPostalCode }))({ code: null })).toEqual(Result.succeed({ code: null }))
  })

  it("accepts exactly the ten-digit codes that are not one digit repeated", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }).chain(digits), (code) => {
        expect(isPostalCode(persian(code))).toBe(code.length === 10 && !/^(\d)\1+$/.test(code))
      }),
    )
  })
})
