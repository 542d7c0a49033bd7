import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultCompanySettings } from "./CompanySettings.ts"
import { defaultPricingSettings } from "../invoice/PricingSettings.ts"
import { defaultProductionSettings, ProductionSettingsSchema, type ProductionSettings } from "../production/ProductionSettings.ts"
import { toPersianDigits } from "../text/digits.ts"
import {
  productionFieldKey,
  productionFields,
  productionSettingsMessages,
  type ProductionFieldName,
} from "./ProductionSettingsForm.ts"
import { settingsFormOf, storedSettingsOf, validateSettingsForm, type StoredSettings } from "./SettingsForm.ts"
import { settingsChanges, settingsFieldLabel } from "./SettingsChanges.ts"

const stored: StoredSettings = {
  company: defaultCompanySettings,
  tax: { memory_id: "A11B2C", fare_sstid: null, unit_code: null },
  pricing: defaultPricingSettings,
  products: [],
  production: defaultProductionSettings,
}
const form = settingsFormOf(stored, 0)
const names = Object.keys(productionFields) as ReadonlyArray<ProductionFieldName>

/** The production settings with one field set to a value, wherever the field lives (an edge allowance is nested). */
const withField = (settings: ProductionSettings, name: ProductionFieldName, value: unknown): ProductionSettings => {
  const { path } = productionFields[name]
  return (
    path[0] === "edge_allowance_mm" && path.length === 2
      ? { ...settings, edge_allowance_mm: { ...settings.edge_allowance_mm, [path[1]]: value } }
      : { ...settings, [path[0]]: value }
  ) as ProductionSettings
}
const errorsOf = (production: unknown) =>
  Result.match(validateSettingsForm({ ...form, production }), { onSuccess: () => ({}), onFailure: (errors) => errors })
const storedAccepts = (settings: unknown) => Result.isSuccess(Schema.decodeUnknownResult(ProductionSettingsSchema)(settings))
const field = fc.constantFrom(...names)

describe("the production group of the settings form", () => {
  it("reads every whole value within a field's bounds, typed in Persian digits too, and the stored settings' schema takes it", () => {
    fc.assert(
      fc.property(
        field.chain((name) =>
          fc.tuple(
            fc.constant(name),
            fc.integer({ min: productionFields[name].min, max: productionFields[name].max }),
            fc.boolean(),
          ),
        ),
        ([name, value, persian]) => {
          const typed = withField(defaultProductionSettings, name, persian ? toPersianDigits(value) : value)
          const read = Result.getOrThrow(validateSettingsForm({ ...form, production: typed }))
          const expected = withField(defaultProductionSettings, name, value)
          expect(read.production).toEqual(expected)
          expect(storedAccepts(expected)).toBe(true)
        },
      ),
    )
  })

  it("refuses a value outside a field's bounds with that field's Persian message, as the stored settings' schema refuses it", () => {
    fc.assert(
      fc.property(
        field.chain((name) =>
          fc.tuple(
            fc.constant(name),
            fc.oneof(
              fc.integer({ min: -100_000, max: productionFields[name].min - 1 }),
              fc.integer({ min: productionFields[name].max + 1, max: 100_000 }),
            ),
          ),
        ),
        ([name, value]) => {
          expect(errorsOf(withField(defaultProductionSettings, name, value))).toEqual({
            [productionFieldKey(name)]: productionSettingsMessages[name].outOfRange,
          })
          expect(storedAccepts(withField(defaultProductionSettings, name, value))).toBe(false)
        },
      ),
    )
  })

  it("refuses a fraction (whole millimetres and seconds only) and an empty field, each under its own name", () => {
    fc.assert(
      fc.property(field, fc.integer({ min: 1, max: 9 }), (name, tenths) => {
        const value = `${productionFields[name].min}.${tenths}`
        expect(errorsOf(withField(defaultProductionSettings, name, value))).toEqual({
          [productionFieldKey(name)]: productionSettingsMessages[name].fraction,
        })
      }),
    )
    fc.assert(
      fc.property(field, fc.constantFrom("", null, "abc"), (name, empty) => {
        expect(errorsOf(withField(defaultProductionSettings, name, empty))).toEqual({
          [productionFieldKey(name)]: productionSettingsMessages[name].required,
        })
      }),
    )
  })

  it("pins the Persian messages", () => {
    expect(productionSettingsMessages.trim_mm).toEqual({
      required: "وارد کردن دورریز لبه ورق اجباری است",
      outOfRange: "دورریز لبه ورق باید بین ۰ و ۲۰۰ میلی‌متر باشد",
      fraction: "دورریز لبه ورق باید عدد صحیح باشد",
    })
    expect([
      productionSettingsMessages.kerf_mm.outOfRange,
      productionSettingsMessages.stages.outOfRange,
      productionSettingsMessages.stages.fraction,
      productionSettingsMessages.longest_strip_mm.outOfRange,
      productionSettingsMessages.shortest_waste_strip_mm.outOfRange,
      productionSettingsMessages.min_offcut_width_mm.outOfRange,
      productionSettingsMessages.min_offcut_height_mm.required,
      productionSettingsMessages.time_budget_seconds.outOfRange,
      productionSettingsMessages.time_budget_seconds.fraction,
      productionSettingsMessages.edge_diamond.outOfRange,
      productionSettingsMessages.edge_tool.required,
      productionSettingsMessages.edge_bevel.fraction,
    ]).toEqual([
      "فاصله برش (کرف) باید بین ۰ و ۲۰ میلی‌متر باشد",
      "مراحل گیوتین باید ۲ یا ۳ باشد",
      "مراحل گیوتین باید ۲ یا ۳ باشد",
      "بیشترین پهنای نوار باید بین ۱۰۰ و ۱۰۰۰۰ میلی‌متر باشد",
      "کمترین نوار دورریز باید بین ۰ و ۵۰۰ میلی‌متر باشد",
      "کمترین پهنای باقی‌مانده باید بین ۰ و ۱۰۰۰۰ میلی‌متر باشد",
      "وارد کردن کمترین بلندی باقی‌مانده اجباری است",
      "زمان بهینه‌سازی هر برش باید بین ۱ و ۱۲۰ ثانیه باشد",
      "زمان بهینه‌سازی هر برش باید عدد صحیح باشد",
      "افزایش لبه الماسه باید بین ۰ و ۵۰ میلی‌متر باشد",
      "وارد کردن افزایش لبه ابزار اجباری است",
      "افزایش لبه فارسی‌بر باید عدد صحیح باشد",
    ])
  })

  it("answers every broken field at once, and a group that is no object as each of its fields missing", () => {
    expect(
      errorsOf({ ...defaultProductionSettings, trim_mm: 201, stages: 4, edge_allowance_mm: { 1: 1, 2: "", 3: 2.5 } }),
    ).toEqual({
      "production.trim_mm": productionSettingsMessages.trim_mm.outOfRange,
      "production.stages": productionSettingsMessages.stages.outOfRange,
      "production.edge_allowance_mm.2": productionSettingsMessages.edge_tool.required,
      "production.edge_allowance_mm.3": productionSettingsMessages.edge_bevel.fraction,
    })
    expect(errorsOf({ ...defaultProductionSettings, edge_allowance_mm: "x" })).toEqual({
      "production.edge_allowance_mm.1": productionSettingsMessages.edge_diamond.required,
      "production.edge_allowance_mm.2": productionSettingsMessages.edge_tool.required,
      "production.edge_allowance_mm.3": productionSettingsMessages.edge_bevel.required,
    })
    expect(Object.keys(errorsOf("x"))).toEqual(names.map(productionFieldKey))
  })
})

describe("a revision of the production settings", () => {
  const settings = fc.record({
    trim_mm: fc.integer({ min: 0, max: 200 }),
    kerf_mm: fc.integer({ min: 0, max: 20 }),
    stages: fc.constantFrom(2 as const, 3 as const),
    longest_strip_mm: fc.integer({ min: 100, max: 10_000 }),
    shortest_waste_strip_mm: fc.integer({ min: 0, max: 500 }),
    min_offcut_width_mm: fc.integer({ min: 0, max: 10_000 }),
    min_offcut_height_mm: fc.integer({ min: 0, max: 10_000 }),
    time_budget_seconds: fc.integer({ min: 1, max: 120 }),
    edge_allowance_mm: fc.record({
      1: fc.integer({ min: 0, max: 50 }),
      2: fc.integer({ min: 0, max: 50 }),
      3: fc.integer({ min: 0, max: 50 }),
    }),
  })
  const valueOf = (at: ProductionSettings, name: ProductionFieldName): number => {
    const { path } = productionFields[name]
    return path[0] === "edge_allowance_mm" && path.length === 2 ? at.edge_allowance_mm[path[1]] : (at[path[0]] as number)
  }

  it("lists exactly the production fields that moved, with their values before and after, and each has a Persian name", () => {
    fc.assert(
      fc.property(settings, settings, (before, after) => {
        const from = { ...stored, production: before }
        const next = storedSettingsOf({ ...settingsFormOf(from, 0), production: after }, from)
        expect(next.production).toEqual(after)
        const moved = names.filter((name) => valueOf(before, name) !== valueOf(after, name))
        expect(settingsChanges(from, next)).toEqual(
          moved.map((name) => ({ field: productionFieldKey(name), before: valueOf(before, name), after: valueOf(after, name) })),
        )
        for (const change of settingsChanges(from, next))
          expect(settingsFieldLabel(change.field, () => "")).not.toBe(change.field)
      }),
    )
  })

  it("keeps the stored production settings when a form leaves the group out, and names the fields as the screen does", () => {
    const changed = { ...stored, production: { ...defaultProductionSettings, trim_mm: 10 } }
    const { production: _left, ...older } = settingsFormOf(changed, 0)
    expect(storedSettingsOf(older, changed).production).toEqual(changed.production)
    expect(
      ["production.trim_mm", "production.kerf_mm", "production.time_budget_seconds", "production.edge_allowance_mm.3"].map(
        (name) => settingsFieldLabel(name, () => ""),
      ),
    ).toEqual(["دورریز لبه ورق", "فاصله برش (کرف)", "زمان بهینه‌سازی هر برش (ثانیه)", "افزایش لبه فارسی‌بر"])
  })
})
