import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { clockText, materialLabel, orderStateText, rackSlotText, structureLabels, weightText } from "./floorText.ts"

const latin = /[0-9]/

describe("the floor screens' words", () => {
  it("say a rack slot and a weight as the floor reads them, in Persian digits", () => {
    expect(rackSlotText({ number: 3, slot: 2 })).toBe("خرک ۳ - جای ۲")
    expect(weightText(12_480)).toBe("۱۲٫۵ کیلوگرم")
    expect(weightText(0)).toBe("۰٫۰ کیلوگرم")
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (number, slot, grams) => {
        expect(rackSlotText({ number, slot })).not.toMatch(latin)
        expect(weightText(grams)).not.toMatch(latin)
      }),
    )
  })

  it("write the Tehran time of a timestamp in Persian digits", () => {
    expect(clockText("2025-10-02T10:35:00Z")).toBe("۱۴:۰۵")
    expect(clockText("not a time")).toBe("")
  })

  it("name structures, materials and order states in Persian", () => {
    expect(structureLabels.double).toBe("دوجداره")
    expect(materialLabel(2)).toBe("سکوریت")
    expect(materialLabel(9)).toBe("—")
    expect(orderStateText("ready")).toBe("آماده تحویل")
  })
})
