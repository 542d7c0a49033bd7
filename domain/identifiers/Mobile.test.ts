import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "../validation/FieldErrors.ts"
import { isMobile, Mobile, OptionalMobile } from "./Mobile.ts"

const digits = (length: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length })
const persian = (text: string) => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
const validate = validateWith(Schema.Struct({ mobile: Mobile }))

describe("mobile number (شماره همراه)", () => {
  it("accepts 09 and nine digits, however typed, in its stored form", () => {
    for (const mobile of ["09120000001", "۰۹۱۲۰۰۰۰۰۰۱", "0912 000 0001", "+989120000001", "00989120000001"])
      expect(isMobile(mobile)).toBe(true)
    expect(validate({ mobile: "+98 912 000 0001" })).toEqual(Result.succeed({ mobile: "09120000001" }))
    expect(validate({ mobile: "۰۹۱۲-۰۰۰-۰۰۰۱" })).toEqual(Result.succeed({ mobile: "09120000001" }))
  })

  it("refuses other shapes", () => {
    for (const mobile of ["9120000001", "0912000000", "091200000011", "08120000001", "989120000001", "+9809120000001", ""])
      expect(isMobile(mobile)).toBe(false)
  })

  it("answers the field's messages", () => {
    expect(validate({})).toEqual(Result.fail({ mobile: "شماره همراه الزامی است" }))
    expect(validate({ mobile: "0912" })).toEqual(Result.fail({ mobile: "شماره همراه نامعتبر است" }))
    expect(validateWith(Schema.Struct({ mobile: OptionalMobile }))({ mobile: "" })).toEqual(Result.succeed({ mobile: null }))
  })

  it("accepts every 09 number with nine more digits, with or without the country code", () => {
    fc.assert(
      fc.property(digits(9), fc.constantFrom("09", "+989", "00989"), (rest, prefix) => {
        expect(isMobile(persian(`${prefix}${rest}`))).toBe(true)
      }),
    )
  })

  it("refuses any other length", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 14 })
          .filter((length) => length !== 9)
          .chain(digits),
        (rest) => {
          expect(isMobile(`09${rest}`)).toBe(false)
        },
      ),
    )
  })
})
