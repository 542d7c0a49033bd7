import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "./FieldErrors.ts"
import { DigitsField, TextField } from "./fields.ts"

const required = Schema.isMinLength(1, { message: "الزامی" })
const form = validateWith(Schema.Struct({ name: TextField.check(required), code: DigitsField.check(required) }))

describe("form fields read from untrusted input", () => {
  it("lets a missing key, null or a non-text value reach the field's own rule", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), fc.object(), fc.array(fc.string())), (bad) => {
        const input = bad === undefined ? {} : { name: bad, code: bad }
        expect(form(input)).toEqual(Result.fail({ name: "الزامی", code: "الزامی" }))
      }),
    )
  })

  it("stores Arabic ي and ك as Persian ی and ک, trimmed", () => {
    expect(form({ name: "  كيان  ", code: "1" })).toEqual(Result.succeed({ name: "کیان", code: "1" }))
  })

  it("drops the NUL character, which PostgreSQL cannot store (it once answered 500 to a note holding one)", () => {
    expect(form({ name: "a\u0000b", code: "1\u00002" })).toEqual(Result.succeed({ name: "ab", code: "12" }))
    fc.assert(fc.property(fc.string({ unit: "binary" }), fc.string(), (text, code) => Result.match(form({ name: text, code }), { onSuccess: (fields) => !fields.name.includes("\u0000") && !fields.code.includes("\u0000"), onFailure: () => true })))
  })

  it("reads Persian and Arabic-Indic digits of a code as ASCII digits", () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const ascii = String(n)
        const persian = ascii.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!)
        const arabic = ascii.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!)
        for (const code of [ascii, persian, arabic, n]) expect(form({ name: "x", code })).toEqual(Result.succeed({ name: "x", code: ascii }))
      }),
    )
  })

  it("answers the first message of each field, keyed by its dotted name", () => {
    const nested = validateWith(Schema.Struct({ items: Schema.Array(Schema.Struct({ content: TextField.check(required) })) }))
    expect(nested({ items: [{ content: "a" }, {}] })).toEqual(Result.fail({ "items.1.content": "الزامی" }))
  })
})
