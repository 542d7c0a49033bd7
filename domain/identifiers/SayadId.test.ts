import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "../validation/FieldErrors.ts"
import { isSayadId, SayadId } from "./SayadId.ts"

const digits = (length: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length })
const persian = (text: string) => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
const validate = validateWith(Schema.Struct({ sayad: SayadId }))

describe("Sayad cheque ID (شناسه صیادی)", () => {
  it("accepts sixteen digits however typed", () => {
    for (const id of ["1234567890123456", "۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶", "1234 5678 9012 3456"]) expect(isSayadId(id)).toBe(true)
    expect(validate({ sayad: "۱۲۳۴-۵۶۷۸-۹۰۱۲-۳۴۵۶" })).toEqual(Result.succeed({ sayad: "1234567890123456" }))
  })

  it("answers the field's messages", () => {
    expect(validate({})).toEqual(Result.fail({ sayad: "شناسه صیادی الزامی است" }))
    expect(validate({ sayad: "123456789012345" })).toEqual(Result.fail({ sayad: "شناسه صیادی باید 16 رقم باشد" }))
    expect(validate({ sayad: "123456789012345a" })).toEqual(Result.fail({ sayad: "شناسه صیادی باید 16 رقم باشد" }))
  })

  it("accepts exactly sixteen digits, with no check digit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }).chain(digits), (id) => {
        expect(isSayadId(persian(id))).toBe(id.length === 16)
      }),
    )
  })
})
