import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { mayDiscard, offcutMessages, offcutStateFilter, offcutStateLabels, offcutStates } from "./OffcutStates.ts"

describe("offcut states", () => {
  it("names every state in Persian and words the refused discard", () => {
    expect(offcutStateLabels).toEqual({ in_stock: "در انبار", used: "مصرف شده", discarded: "دور ریخته" })
    expect(offcutMessages.notInStock).toBe("این باقی‌مانده دیگر در انبار نیست و دور ریختنش ممکن نیست")
  })

  it("discards only an offcut still in stock", () => {
    expect(offcutStates.filter(mayDiscard)).toEqual(["in_stock"])
  })

  it("reads a state filter: a state, all, or in stock for anything else", () => {
    expect(offcutStateFilter(" used ")).toBe("used")
    expect(offcutStateFilter("all")).toBe("all")
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (raw) => {
        const read = offcutStateFilter(raw)
        const known = [...offcutStates, "all"].includes(raw?.trim() ?? "")
        expect(read).toBe(known ? raw?.trim() : "in_stock")
      }),
    )
  })
})
