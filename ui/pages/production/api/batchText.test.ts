import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { materialText, persianDecimal, sizeText, squareMetres, yieldText } from "./batchText.ts"

const latin = /[0-9]/

describe("the batch screens' numbers", () => {
  it("writes a yield in basis points as a Persian percentage", () => {
    expect(yieldText(9312)).toBe("۹۳٫۱۲٪")
    expect(yieldText(10000)).toBe("۱۰۰٫۰۰٪")
    expect(yieldText(5)).toBe("۰٫۰۵٪")
  })

  it("writes an area in mm² as square metres with two decimals", () => {
    expect(squareMetres(2_500_000)).toBe("۲٫۵۰")
    expect(squareMetres(19_260_000)).toBe("۱۹٫۲۶")
  })

  it("writes sizes and materials in Persian digits only", () => {
    expect(sizeText(6000, 3210)).toBe("۶۰۰۰ × ۳۲۱۰")
    expect(materialText({ glass_type_name: "فلوت شفاف", thickness: 6 })).toBe("فلوت شفاف ۶ میل")
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), fc.nat(), fc.nat(), (points, width, height) => {
        expect(yieldText(points)).not.toMatch(latin)
        expect(sizeText(width, height)).not.toMatch(latin)
        expect(persianDecimal(points / 7, 2)).not.toMatch(latin)
      }),
    )
  })
})
