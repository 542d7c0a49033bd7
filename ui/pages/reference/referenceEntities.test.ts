import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { deliveryFare, description, glassThickness, spacerThickness } from "./referenceEntities.ts"

const active = fc.boolean()
const price = fc.integer({ min: 0, max: 10 ** 12 })
const name = fc.constantFrom("کرج", "سوراخ‌کاری", "CNC", "تهران - مناطق ۱ تا ۴")

describe("reference screens", () => {
  it("fill the edit form from a stored row so that saving it unchanged sends the same record", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 25 }), active, (size, is_active) => {
        expect(glassThickness.validate(glassThickness.valuesOf({ id: 1, size, is_active }))).toEqual(
          Result.succeed({ size, is_active }),
        )
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 30 }), price, active, (size, amount, is_active) => {
        expect(spacerThickness.validate(spacerThickness.valuesOf({ id: 1, size, price: amount, is_active }))).toEqual(
          Result.succeed({ size, price: amount, is_active }),
        )
      }),
    )
    fc.assert(
      fc.property(name, price, active, (title, amount, is_active) => {
        expect(deliveryFare.validate(deliveryFare.valuesOf({ id: 1, title, amount, is_active }))).toEqual(
          Result.succeed({ title, amount, is_active }),
        )
      }),
    )
    const units = [
      ["piece", 1],
      ["square_meter", 2],
      ["meter", 3],
    ] as const
    fc.assert(
      fc.property(name, fc.constantFrom(...units), price, active, (text, [unit, code], amount, is_active) => {
        expect(description.validate(description.valuesOf({ id: 1, name: text, unit, price: amount, is_active }))).toEqual(
          Result.succeed({ name: text, pricing_unit: code, price: amount, is_active }),
        )
      }),
    )
  })

  it("show sizes in millimetres, money with the Persian separator and the unit's Persian label, with no Latin digit", () => {
    expect(glassThickness.columns.map((column) => column.cell({ id: 1, size: 10, is_active: true }))).toEqual(["۱۰ میلی‌متر"])
    expect(spacerThickness.columns.map((column) => column.cell({ id: 1, size: 16, price: 290_000, is_active: true }))).toEqual([
      "۱۶ میلی‌متر",
      "۲۹۰٬۰۰۰",
    ])
    expect(deliveryFare.columns.map((column) => column.cell({ id: 1, title: "فاز 2", amount: 0, is_active: true }))).toEqual([
      "فاز ۲",
      "۰",
    ])
    expect(
      description.columns.map((column) => column.cell({ id: 1, name: "بیزل", unit: "meter", price: 900_000, is_active: false })),
    ).toEqual(["بیزل", "هر متر طول لبه", "۹۰۰٬۰۰۰"])
  })

  it("refuse an empty form in the browser with the domain's first messages", () => {
    expect(glassThickness.validate(glassThickness.empty)).toEqual(Result.fail({ size: "وارد کردن ضخامت اجباری است" }))
    expect(description.validate(description.empty)).toEqual(
      Result.fail({
        name: "وارد کردن نام اجباری است",
        pricing_unit: "واحد قیمت‌گذاری را انتخاب کنید",
        price: "وارد کردن قیمت اجباری است",
      }),
    )
  })
})
