import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "./FieldErrors.ts"
import { hasRefusedCharacter } from "../text/refusedCharacters.ts"
import { DigitsField, MultilineTextField, TextField } from "./fields.ts"

const required = Schema.isMinLength(1, { message: "الزامی" })
const form = validateWith(Schema.Struct({ name: TextField.check(required), code: DigitsField.check(required) }))

describe("form fields read from untrusted input", () => {
  it("lets a missing key, undefined or null reach the field's own rule", () => {
    for (const input of [{}, { name: undefined, code: undefined }, { name: null, code: null }])
      expect(form(input)).toEqual(Result.fail({ name: "الزامی", code: "الزامی" }))
  })

  it("refuses a value of another kind under its field, never reading it as empty (a city sent as {} was once stored as null)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.boolean(), fc.object(), fc.array(fc.jsonValue())), (bad) => {
        expect(form({ name: bad, code: bad })).toEqual(
          Result.fail({ name: "مقدار این فیلد باید متن باشد", code: "مقدار این فیلد باید متن باشد" }),
        )
      }),
    )
  })

  it("refuses a number as free text but reads it as its digits where digits are what the field holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (n) => {
        expect(form({ name: n, code: n })).toEqual(Result.fail({ name: "مقدار این فیلد باید متن باشد" }))
      }),
    )
    expect(form({ name: "x", code: 12 })).toEqual(Result.succeed({ name: "x", code: "12" }))
    expect(form({ name: "x", code: Number.NaN })).toEqual(Result.fail({ code: "مقدار این فیلد باید متن باشد" }))
  })

  it("stores Arabic ي and ك as Persian ی and ک, trimmed", () => {
    expect(form({ name: "  كيان  ", code: "1" })).toEqual(Result.succeed({ name: "کیان", code: "1" }))
  })

  it("refuses a NUL character (PostgreSQL once answered 500 to a note holding one) and any other refused character, in every kind of field", () => {
    expect(form({ name: "a\u0000b", code: "1\u00002" })).toEqual(
      Result.fail({ name: "متن شامل نویسه‌های غیرمجاز است", code: "متن شامل نویسه‌های غیرمجاز است" }),
    )
    const notes = validateWith(Schema.Struct({ note: MultilineTextField }))
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(Result.isFailure(form({ name: `x${text}x`, code: "1" }))).toBe(hasRefusedCharacter(text, "single"))
        expect(Result.isFailure(notes({ note: text }))).toBe(hasRefusedCharacter(text, "multi"))
      }),
    )
  })

  it("passes Persian and Latin text with nothing refused or invisible through unchanged (ZWNJ, ZWJ and emoji included)", () => {
    const letters = fc.constantFrom(..."آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیءئ۰۱۲۳۴۵۶۷۸۹،؛؟«»\u200c\u200dabcXYZ019-_.,😀")
    const text = fc
      .array(fc.oneof(letters, fc.constant(" ")), { minLength: 1, maxLength: 40 })
      .map((parts) => parts.join("").trim())
      .filter((joined) => joined !== "")
    const notes = validateWith(Schema.Struct({ note: MultilineTextField }))
    fc.assert(
      fc.property(text, (sent) => {
        expect(form({ name: sent, code: "1" })).toEqual(Result.succeed({ name: sent, code: "1" }))
        expect(notes({ note: sent })).toEqual(Result.succeed({ note: sent }))
      }),
    )
  })

  it("keeps line breaks and tabs inside a multi-line field, and refuses them in a one-line field", () => {
    const notes = validateWith(Schema.Struct({ note: MultilineTextField }))
    expect(notes({ note: " خط اول\r\nخط\tدوم " })).toEqual(Result.succeed({ note: "خط اول\r\nخط\tدوم" }))
    expect(form({ name: "خط اول\nخط دوم", code: "1" })).toEqual(Result.fail({ name: "متن شامل نویسه‌های غیرمجاز است" }))
  })

  it("reads Persian and Arabic-Indic digits of a code as ASCII digits", () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const ascii = String(n)
        const persian = ascii.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!)
        const arabic = ascii.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!)
        for (const code of [ascii, persian, arabic, n])
          expect(form({ name: "x", code })).toEqual(Result.succeed({ name: "x", code: ascii }))
      }),
    )
  })

  it("answers the first message of each field, keyed by its dotted name", () => {
    const nested = validateWith(Schema.Struct({ items: Schema.Array(Schema.Struct({ content: TextField.check(required) })) }))
    expect(nested({ items: [{ content: "a" }, {}] })).toEqual(Result.fail({ "items.1.content": "الزامی" }))
  })
})
