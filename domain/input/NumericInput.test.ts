import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatNumericTyping, maxNumericDigits, numericDisplay, numericValue, textValue } from "./NumericInput.ts"

const persian = "۰۱۲۳۴۵۶۷۸۹"
const arabic = "٠١٢٣٤٥٦٧٨٩"
const typing = fc.string({
  unit: fc.constantFrom(..."0123456789,٬ ،.-a".split(""), ...persian.split(""), ...arabic.split("")),
  maxLength: 24,
})

describe("numeric typing", () => {
  it("regroups thousands with commas as the user types", () => {
    expect(formatNumericTyping("1")).toBe("1")
    expect(formatNumericTyping("1234")).toBe("1,234")
    expect(formatNumericTyping("1,2345")).toBe("12,345")
    expect(formatNumericTyping("1234567")).toBe("1,234,567")
    expect(formatNumericTyping("۱۲۳۴۵۶")).toBe("123,456")
    expect(formatNumericTyping("٧٨٩٠")).toBe("7,890")
    expect(formatNumericTyping("12a3-4.5")).toBe("12,345")
    expect(formatNumericTyping("0012")).toBe("12")
    expect(formatNumericTyping("0")).toBe("0")
    expect(formatNumericTyping("")).toBe("")
    expect(formatNumericTyping(",,")).toBe("")
  })

  it("stores a number, null when empty", () => {
    expect(numericValue("1,234,567")).toBe(1234567)
    expect(numericValue("۱,۲۳۴")).toBe(1234)
    expect(numericValue("0")).toBe(0)
    expect(numericValue("")).toBeNull()
    expect(numericValue(",")).toBeNull()
  })

  it("shows Persian digits with commas", () => {
    expect(numericDisplay("1234567")).toBe("۱,۲۳۴,۵۶۷")
    expect(formatNumericTyping(numericDisplay("1234567"))).toBe("1,234,567")
  })

  it("keeps only digits and commas, grouped by three", () => {
    fc.assert(
      fc.property(typing, (text) => {
        const formatted = formatNumericTyping(text)
        expect(formatted).toMatch(/^(\d{1,3}(,\d{3})*)?$/)
      }),
    )
  })

  it("is idempotent, and reads back the same from its Persian display", () => {
    fc.assert(
      fc.property(typing, (text) => {
        const formatted = formatNumericTyping(text)
        expect(formatNumericTyping(formatted)).toBe(formatted)
        expect(formatNumericTyping(numericDisplay(text))).toBe(formatted)
        expect(numericValue(formatted)).toBe(numericValue(text))
      }),
    )
  })

  it("preserves the value of any whole number up to 15 digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** maxNumericDigits - 1 }), (n) => {
        expect(numericValue(formatNumericTyping(String(n)))).toBe(n)
        expect(formatNumericTyping(String(n))).toBe(n.toLocaleString("en-US"))
      }),
    )
  })

  it("keeps at most 15 digits, so the stored number is always exact", () => {
    expect(formatNumericTyping("1234567890123456")).toBe("123,456,789,012,345")
    fc.assert(
      fc.property(typing, (text) => {
        const value = numericValue(text)
        expect(value === null || (Number.isSafeInteger(value) && value >= 0)).toBe(true)
      }),
    )
  })
})

describe("text value", () => {
  it("stores an empty text as null and any other text as typed", () => {
    expect(textValue("")).toBeNull()
    expect(textValue(" a ")).toBe(" a ")
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        expect(textValue(text)).toBe(text)
      }),
    )
  })
})
