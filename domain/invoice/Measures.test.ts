import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toAsciiDigits } from "../text/digits.ts"
import { kilogramsText, measureText, squareMetresText } from "./Measures.ts"

/** Reads a shown measure back: Persian digits, «٬» groups and «٫» decimals. */
const readBack = (text: string): number => Number(toAsciiDigits(text).replaceAll("٬", "").replace("٫", "."))

describe("measures as the invoice screens show them", () => {
  it("show Persian digits only and read back to the value rounded to two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (hundredths) => {
        const text = measureText(hundredths / 100)
        expect(text).not.toMatch(/[0-9.,]/)
        expect(readBack(text)).toBe(hundredths / 100)
      }),
    )
  })

  it("turn mm² into square metres and grams into kilograms", () => {
    expect(squareMetresText(1_800_000)).toBe("۱٫۸")
    expect(squareMetresText(1_234_567_000_000)).toBe("۱٬۲۳۴٬۵۶۷")
    expect(kilogramsText(18_000)).toBe("۱۸")
    expect(kilogramsText(1_005)).toBe("۱٫۰۱")
  })
})
