import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { normalizePersian, toAsciiDigits, toPersianDigits } from "./digits.ts"

const persian = "۰۱۲۳۴۵۶۷۸۹"
const arabic = "٠١٢٣٤٥٦٧٨٩"
const digitIn = (alphabet: string) => fc.integer({ min: 0, max: 9 }).map((d) => alphabet[d] ?? "")
const digitsIn = (alphabet: string) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { maxLength: 20 })
    .map((ds) => ({ ascii: ds.join(""), text: ds.map((d) => alphabet[d]).join("") }))
// Text with no digit of any of the three systems and no Arabic ي/ك/ى.
const nonDigitText = fc.string({ unit: "grapheme", maxLength: 30 }).map((s) => s.replace(/[0-9۰-۹٠-٩يكى]/g, ""))
const anyDigitText = fc
  .array(fc.oneof(nonDigitText, digitIn("0123456789"), digitIn(persian), digitIn(arabic)), { maxLength: 8 })
  .map((parts) => parts.join(""))

describe("toAsciiDigits", () => {
  it("reads Persian digits as the same ASCII digits", () => {
    fc.assert(fc.property(digitsIn(persian), ({ ascii, text }) => toAsciiDigits(text) === ascii))
  })

  it("reads Arabic-Indic digits as the same ASCII digits", () => {
    fc.assert(fc.property(digitsIn(arabic), ({ ascii, text }) => toAsciiDigits(text) === ascii))
  })

  it("leaves text without digits unchanged", () => {
    fc.assert(fc.property(nonDigitText, (text) => toAsciiDigits(text) === text))
  })

  it("leaves no Persian or Arabic-Indic digit behind and keeps the length", () => {
    fc.assert(
      fc.property(anyDigitText, (text) => {
        const ascii = toAsciiDigits(text)
        return !/[۰-۹٠-٩]/.test(ascii) && ascii.length === text.length
      }),
    )
  })

  it("reads mixed examples", () => {
    expect(toAsciiDigits("۰۹۱۲۱۲۳۴۵۶۷")).toBe("09121234567")
    expect(toAsciiDigits("٠٩١٢ abc ۳4")).toBe("0912 abc 34")
    expect(toAsciiDigits("۱۴۰۳/۰۱/۰۱")).toBe("1403/01/01")
  })
})

describe("toPersianDigits", () => {
  it("round trips with toAsciiDigits on any text", () => {
    fc.assert(fc.property(anyDigitText, (text) => toAsciiDigits(toPersianDigits(toAsciiDigits(text))) === toAsciiDigits(text)))
  })

  it("shows every ASCII digit in Persian and nothing else changes", () => {
    fc.assert(
      fc.property(digitsIn("0123456789"), nonDigitText, ({ ascii }, other) => {
        const shown = toPersianDigits(other + ascii)
        return shown === other + [...ascii].map((d) => persian[Number(d)]).join("")
      }),
    )
  })

  it("shows numbers", () => {
    expect(toPersianDigits(1403)).toBe("۱۴۰۳")
    expect(toPersianDigits("1,250,000 ریال")).toBe("۱,۲۵۰,۰۰۰ ریال")
  })
})

describe("normalizePersian", () => {
  it("stores Arabic ي and ك as Persian ی and ک", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("ي", "ك", "ی", "ک", "ا", " "), { maxLength: 20 }), (chars) => {
        const normal = normalizePersian(chars.join(""))
        return !/[يك]/.test(normal) && normal.length === chars.length
      }),
    )
  })

  it("leaves text without Arabic letters or digits unchanged", () => {
    fc.assert(fc.property(nonDigitText, (text) => normalizePersian(text) === text))
  })

  it("is idempotent", () => {
    fc.assert(fc.property(anyDigitText, (text) => normalizePersian(normalizePersian(text)) === normalizePersian(text)))
  })

  it("normalises examples", () => {
    expect(normalizePersian("علي كريمي")).toBe("علی کریمی")
    expect(normalizePersian("موسى")).toBe("موسی")
    expect(normalizePersian("٠١٢")).toBe("۰۱۲")
  })
})
