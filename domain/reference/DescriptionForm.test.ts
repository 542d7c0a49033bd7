import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  descriptionConflicts,
  pricingUnitNames,
  pricingUnitOf,
  pricingUnits,
  validateDescriptionForm,
} from "./DescriptionForm.ts"

const unitWritten = fc
  .constantFrom(1, 2, 3)
  .chain((unit) => fc.tuple(fc.constant(unit), fc.constantFrom<unknown>(unit, String(unit), "۰۱۲۳"[unit])))

describe("description (glass detail) form", () => {
  it("answers its Persian messages", () => {
    expect(validateDescriptionForm({})).toEqual(
      Result.fail({
        name: "وارد کردن نام اجباری است",
        pricing_unit: "واحد قیمت‌گذاری را انتخاب کنید",
        price: "وارد کردن قیمت اجباری است",
      }),
    )
    expect(validateDescriptionForm({ name: "س".repeat(101), pricing_unit: 4, price: -2 })).toEqual(
      Result.fail({
        name: "نام باید حداکثر 100 کاراکتر باشد",
        pricing_unit: "واحد قیمت‌گذاری را انتخاب کنید",
        price: "قیمت منفی نمیتواند باشد",
      }),
    )
  })

  it("labels the pricing units", () => {
    expect(pricingUnits.map((unit) => [unit.code, unit.label])).toEqual([
      [1, "هر عدد"],
      [2, "هر متر مربع"],
      [3, "هر متر طول لبه"],
    ])
  })

  it("accepts every unit and price, the unit sent in any digits", () => {
    fc.assert(
      fc.property(unitWritten, fc.integer({ min: 0, max: 10 ** 9 }), ([unit, written], price) => {
        expect(validateDescriptionForm({ name: "سوراخ", pricing_unit: written, price })).toEqual(
          Result.succeed({ name: "سوراخ", pricing_unit: unit, price, is_active: true }),
        )
      }),
    )
  })

  it("refuses any other unit", () => {
    fc.assert(
      fc.property(
        fc.anything().filter((raw) => ![1, 2, 3, "1", "2", "3"].includes(raw as never)),
        (raw) => Result.isFailure(validateDescriptionForm({ name: "برش", pricing_unit: raw, price: 1 })),
      ),
    )
  })

  it("stores each unit under its own name and reads it back", () => {
    for (const { code } of pricingUnits) expect(pricingUnitOf(pricingUnitNames[code])).toBe(code)
    expect(new Set(Object.values(pricingUnitNames)).size).toBe(pricingUnits.length)
  })

  it("refuses a name another description already has, Latin letters compared without case, and only then", () => {
    expect(descriptionConflicts({ name: "بیزل" }, [{ id: 4, name: "بیزل" }])).toEqual({ name: "این نام قبلاً ثبت شده است" })
    expect(descriptionConflicts({ id: 4, name: "بیزل" }, [{ id: 4, name: "بیزل" }])).toEqual({})
    const stored = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 30 }), name: fc.constantFrom("بیزل", "جاساز", "CNC", "cnc") }),
      { selector: (row) => row.id, maxLength: 8 },
    )
    fc.assert(
      fc.property(
        stored,
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
        fc.constantFrom("بیزل", "Cnc", "سندبلاست"),
        (rows, id, name) => {
          const taken = rows.some((row) => row.id !== id && row.name.toLowerCase() === name.toLowerCase())
          expect(descriptionConflicts({ id, name }, rows)).toEqual(taken ? { name: "این نام قبلاً ثبت شده است" } : {})
        },
      ),
    )
  })
})
