import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "../validation/FieldErrors.ts"
import { DigitsField, MultilineTextField, TextField } from "../validation/fields.ts"
import { withoutInvisibleCharacters, withoutRefusedCharacters } from "./refusedCharacters.ts"

const zwnj = "\u200c"
const zwj = "\u200d"
/** Invisible format characters no one means to type: zero-width space, BOM, word joiner, LRM, RLM, ALM, soft hyphen, invisible times, a tag. */
const invisibles = ["\u200b", "\ufeff", "\u2060", "\u200e", "\u200f", "\u061c", "\u00ad", "\u2062", "\u{e0041}", "\u180e"]
const invisible = fc.constantFrom(...invisibles)

/** Text as staff write it, with ZWNJ and ZWJ among Persian and Latin letters and digits. */
const persian = fc
  .array(
    fc.oneof(
      fc.constantFrom(..."آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیءئ۰۱۲۳۴۵۶۷۸۹،؛؟«» ", zwnj, zwj),
      fc.string({ unit: "grapheme-ascii" }),
      fc.constantFrom("😀", "👍🏽"),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join("").replace(/[\u0000-\u001f\u007f]/g, ""))

/** Text with invisible characters sprinkled through it. */
const sprinkled = fc.tuple(persian, fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 6 })).map(([text, inserts]) =>
  inserts
    .reduce((acc, [at, character]) => {
      // Put between characters, never between the two halves of one.
      const cut = at % (acc.length + 1)
      return [...acc.slice(0, cut), character, ...acc.slice(cut)]
    }, Array.from(text))
    .join(""),
)

const count = (text: string, character: string) => text.split(character).length - 1
const decode = (field: typeof TextField) => validateWith(Schema.Struct({ value: field }))

describe("invisible characters", () => {
  it("are dropped, and nothing else is", () => {
    expect(withoutInvisibleCharacters("\u200bعلی\ufeff رضایی\u2060")).toBe("علی رضایی")
    expect(withoutInvisibleCharacters("می‌شود")).toBe("می‌شود")
    fc.assert(
      fc.property(persian, (text) => {
        expect(withoutInvisibleCharacters(text)).toBe(text)
      }),
    )
    fc.assert(
      fc.property(sprinkled, (text) => {
        const kept = withoutInvisibleCharacters(text)
        for (const character of invisibles) expect(kept.includes(character)).toBe(false)
        expect(kept).toBe(text.replace(/[\u200b\ufeff\u2060\u200e\u200f\u061c\u00ad\u2062\u180e]|\u{e0041}/gu, ""))
      }),
    )
  })

  it("never take the zero-width non-joiner or joiner with them, in any field or search", () => {
    fc.assert(
      fc.property(sprinkled, (text) => {
        expect(count(withoutInvisibleCharacters(text), zwnj)).toBe(count(text, zwnj))
        expect(count(withoutRefusedCharacters(text), zwnj)).toBe(count(text, zwnj))
        expect(count(withoutRefusedCharacters(text), zwj)).toBe(count(text, zwj))
        for (const field of [TextField, MultilineTextField]) {
          const read = decode(field)({ value: text })
          const value = Result.isSuccess(read) ? read.success.value : ""
          // Trimming takes only spaces at the ends; ZWNJ is no space.
          expect(count(value, zwnj)).toBe(count(text, zwnj))
        }
      }),
    )
  })

  it("are dropped from names, notes and codes as the server and the browser read them", () => {
    expect(decode(TextField)({ value: "\u200bکاوه\ufeff" })).toStrictEqual(Result.succeed({ value: "کاوه" }))
    expect(decode(MultilineTextField)({ value: "خط\u200b اول\nخط دوم\u2060" })).toStrictEqual(
      Result.succeed({ value: "خط اول\nخط دوم" }),
    )
    expect(decode(DigitsField)({ value: "\ufeff۰۹۱۲\u200b۱۲۳۴۵۶۷" })).toStrictEqual(Result.succeed({ value: "09121234567" }))
    expect(decode(TextField)({ value: "\u200b\ufeff" })).toStrictEqual(Result.succeed({ value: "" }))
  })
})
