import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hasRefusedCharacter, refusedCharacterMessage, withoutRefusedCharacters } from "./refusedCharacters.ts"

/** One character of each refused family: C0 and C1 controls, DEL, direction embeddings, overrides and isolates, lone surrogates. */
const refused = fc
  .oneof(
    fc.integer({ min: 0x00, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0x202a, max: 0x202e }),
    fc.integer({ min: 0x2066, max: 0x2069 }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code))
const refusedBesideLineBreaks = refused.filter((character) => !["\t", "\n", "\r"].includes(character))

/** Text as staff write it: Persian letters and digits, ZWNJ, direction marks, Latin, punctuation, spaces and emoji. */
const everyday = fc
  .array(
    fc.oneof(
      fc.constantFrom(..."آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیءأؤئة۰۱۲۳۴۵۶۷۸۹٬٫،؛؟«»\u200c\u200e\u200f "),
      fc.string({ unit: "grapheme-ascii" }),
      fc.constantFrom("😀", "👍🏽", "ي", "ك"),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join("").replace(/[\u0000-\u001f\u007f]/g, ""))

/** Any text with one refused character put somewhere in it. */
const holding = (character: fc.Arbitrary<string>) =>
  fc.tuple(everyday, character, everyday).map(([before, bad, after]) => `${before}${bad}${after}`)

describe("characters refused in text", () => {
  it("refuses any text holding one of them", () => {
    fc.assert(fc.property(holding(refused), (text) => hasRefusedCharacter(text, "single")))
    fc.assert(fc.property(holding(refusedBesideLineBreaks), (text) => hasRefusedCharacter(text, "multi")))
  })

  it("lets Persian and Latin text through, ZWNJ, direction marks and emoji included", () => {
    fc.assert(fc.property(everyday, (text) => !hasRefusedCharacter(text, "single") && !hasRefusedCharacter(text, "multi")))
    for (const text of ["می‌خواهم", "شیشه‌ی سکوریت ۶ میل", "\u200fشماره ۱۲\u200e", "Glass 6mm – clear", "😀"])
      expect(hasRefusedCharacter(text)).toBe(false)
  })

  it("keeps line breaks and tabs in a multi-line field only", () => {
    for (const text of ["خط اول\nخط دوم", "ستون\tستون", "ویندوز\r\n"]) {
      expect(hasRefusedCharacter(text, "multi")).toBe(false)
      expect(hasRefusedCharacter(text, "single")).toBe(true)
    }
  })

  it("cleans a search: nothing refused is left, everyday text is kept, and cleaning twice is cleaning once", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), holding(refused), everyday), (text) => {
        const cleaned = withoutRefusedCharacters(text)
        expect(hasRefusedCharacter(cleaned, "single")).toBe(false)
        expect(withoutRefusedCharacters(cleaned)).toBe(cleaned)
      }),
    )
    // Everyday text is kept but for its direction marks, invisible characters a search drops (invisibleCharacters.test.ts).
    fc.assert(fc.property(everyday, (text) => withoutRefusedCharacters(text) === text.replace(/[\u200e\u200f]/g, "")))
    expect(withoutRefusedCharacters("a\u0000b\u202ec\ud800")).toBe("abc")
  })

  it("says so in Persian", () => {
    expect(refusedCharacterMessage).toBe("متن شامل نویسه‌های غیرمجاز است")
  })
})
