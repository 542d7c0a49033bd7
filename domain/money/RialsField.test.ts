import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "../validation/FieldErrors.ts"
import { formatRials } from "./Rials.ts"
import { amountText, maxRials, RialsField } from "./RialsField.ts"

const messages = { required: "الزامی", negative: "منفی", fraction: "اعشاری", tooLarge: "بزرگ" }
const validate = validateWith(Schema.Struct({ amount: RialsField(messages) }))

describe("amounts typed by staff", () => {
  it("reads back every amount the back office writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: -maxRials, max: maxRials }), (amount) => {
        expect(Number(amountText(formatRials(amount)))).toBe(amount)
      }),
    )
  })

  it("reads numbers, separators, the decimal sign and a minus on either side", () => {
    expect(amountText(1e21)).toBe("1000000000000000000000")
    // A tiny fraction sent as a JSON number is written out, so a decimals rule sees its digits (it once read "1e-7" as whole).
    expect(amountText(1e-7)).toBe("0.0000001")
    expect(amountText(-2.5e-7)).toBe("-0.00000025")
    expect(amountText("۱٬۲۳۴٫۵")).toBe("1234.5")
    expect(amountText("۵۰-")).toBe("-50")
    expect(amountText("1 234 567")).toBe("1234567")
    expect(amountText("1.2.3")).toBe("")
    expect(amountText("--5")).toBe("")
  })

  it("checks required, negative, fraction and bound in that order", () => {
    expect(validate({})).toEqual(Result.fail({ amount: "الزامی" }))
    expect(validate({ amount: "-1.5" })).toEqual(Result.fail({ amount: "منفی" }))
    expect(validate({ amount: "1.5" })).toEqual(Result.fail({ amount: "اعشاری" }))
    expect(validate({ amount: maxRials + 1 })).toEqual(Result.fail({ amount: "بزرگ" }))
    expect(validate({ amount: maxRials })).toEqual(Result.succeed({ amount: maxRials }))
  })

  it("answers a number within 0..maxRials whenever it succeeds", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (raw) => {
        const result = validate({ amount: raw })
        if (Result.isSuccess(result))
          expect(
            Number.isSafeInteger(result.success.amount) && result.success.amount >= 0 && result.success.amount <= maxRials,
          ).toBe(true)
      }),
    )
  })
})
