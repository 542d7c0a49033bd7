import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultCompanySettings } from "./CompanySettings.ts"
import { defaultPricingSettings } from "../invoice/PricingSettings.ts"
import { defaultProductionSettings } from "../production/ProductionSettings.ts"
import {
  basisPointsToPercent,
  mm2ToSquareMetres,
  percentToBasisPoints,
  settingsFormOf,
  settingsMessages,
  squareMetresToMm2,
  storedSettingsOf,
  validateSettingsForm,
  type StoredSettings,
} from "./SettingsForm.ts"
import { settingsChanges, settingsFieldLabel, settingsValueText } from "./SettingsChanges.ts"

const stored: StoredSettings = {
  company: defaultCompanySettings,
  tax: { memory_id: "A11B2C", fare_sstid: "2720000000018", unit_code: "1627" },
  pricing: defaultPricingSettings,
  products: [
    { id: 1, name: "شیشه تک‌جداره", min_area_mm2: 300_000, sstid: "2710000000001" },
    { id: 2, name: "دوجداره", min_area_mm2: 400_000, sstid: null },
  ],
  production: defaultProductionSettings,
}
const form = settingsFormOf(stored, 4)
const errorsOf = (input: unknown) =>
  Result.match(validateSettingsForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })

describe("the settings form", () => {
  it("reads back what the stored settings show, Persian digits and a lower-case memory ID included", () => {
    expect(validateSettingsForm(form)).toEqual(Result.succeed(form))
    const typed = {
      ...form,
      memory_id: "a11b2c",
      phone: "۰۲۱۸۸۱۲۳۴۵۶",
      pre_invoice_valid_days: "۵",
      tempered_min_area: "۰٫۵",
      vat_rates: [{ from: "۱۴۰۵/۹/۳", percent: "۹٫۵" }],
    }
    const read = Result.getOrThrow(validateSettingsForm(typed))
    expect([read.memory_id, read.phone, read.pre_invoice_valid_days, read.tempered_min_area, read.vat_rates]).toEqual([
      "A11B2C",
      "02188123456",
      5,
      0.5,
      [{ from: "1405/09/03", percent: 9.5 }],
    ])
  })

  it("answers each broken field with its Persian message, under the row's own key", () => {
    expect(
      errorsOf({
        ...form,
        name: "",
        national_id: "14103524684",
        economic_code: "123",
        phone: "9121234567",
        memory_id: "ABC",
        pre_invoice_valid_days: 0,
        tempered_min_area: "0.505",
        fare_sstid: "123",
        unit_code: "12a",
        vat_rates: [
          { from: "1403/01/01", percent: 10 },
          { from: "1403/1/1", percent: 101 },
          { from: "1403/13/01", percent: "" },
        ],
        products: [
          { id: 1, min_area: 11, sstid: "27100000000011" },
          { id: 1, min_area: 0.3, sstid: null },
        ],
        version: -1,
      }),
    ).toEqual({
      name: settingsMessages.nameRequired,
      national_id: "شناسه ملی نامعتبر است",
      economic_code: settingsMessages.economicCodeInvalid,
      phone: settingsMessages.phoneInvalid,
      memory_id: "شناسه یکتای حافظه مالیاتی باید ۶ نویسه از حروف انگلیسی و رقم باشد",
      pre_invoice_valid_days: settingsMessages.validDaysOutOfRange,
      tempered_min_area: settingsMessages.areaFraction,
      fare_sstid: settingsMessages.sstidInvalid,
      unit_code: settingsMessages.unitCodeInvalid,
      "vat_rates.1.percent": settingsMessages.vatPercentOutOfRange,
      "vat_rates.2.from": settingsMessages.vatFromInvalid,
      "vat_rates.2.percent": settingsMessages.vatPercentRequired,
      "products.0.min_area": settingsMessages.areaOutOfRange,
      "products.0.sstid": settingsMessages.sstidInvalid,
      version: settingsMessages.versionInvalid,
    })
    expect(errorsOf({ ...form, vat_rates: [] })).toEqual({ vat_rates: settingsMessages.vatRatesTooFew })
    // Rows are compared once each reads: a repeated date or product is named under the later row.
    expect(
      errorsOf({
        ...form,
        vat_rates: [
          { from: "1403/01/01", percent: 10 },
          { from: "۱۴۰۳/۱/۱", percent: 12 },
        ],
        products: [
          { id: 1, min_area: 0.3, sstid: null },
          { id: "۱", min_area: 0.4, sstid: null },
        ],
      }),
    ).toEqual({ "vat_rates.1.from": settingsMessages.vatFromRepeated, "products.1.id": settingsMessages.productRepeated })
  })

  it("pins the Persian messages", () => {
    expect(settingsMessages).toMatchObject({
      nameRequired: "وارد کردن نام شرکت اجباری است",
      phoneInvalid: "شماره تلفن باید ۱۱ رقم و با ۰ آغاز شود",
      sstidInvalid: "شناسه کالا/خدمت باید ۱۳ رقم باشد",
      vatFromRepeated: "برای این تاریخ نرخ دیگری ثبت شده است",
      areaOutOfRange: "حداقل متراژ باید بین ۰ و ۱۰ متر مربع باشد",
      stale: "تنظیمات در این فاصله تغییر کرده است؛ صفحه را دوباره بارگذاری کنید",
    })
  })

  it("converts m² and percents to whole mm² and basis points exactly, and back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (hundredths) => {
        const squareMetres = Number((hundredths / 100).toFixed(2))
        expect(squareMetresToMm2(squareMetres)).toBe(hundredths * 10_000)
        expect(mm2ToSquareMetres(hundredths * 10_000)).toBe(squareMetres)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (basisPoints) => {
        const percent = basisPointsToPercent(basisPoints)
        expect(percentToBasisPoints(percent)).toBe(basisPoints)
      }),
    )
    expect([squareMetresToMm2(0.3), percentToBasisPoints(9.5), mm2ToSquareMetres(400_000)]).toEqual([300_000, 950, 0.4])
  })
})

describe("a settings revision", () => {
  const edit = fc.record({
    name: fc.constantFrom(form.name, "شیشه نو"),
    memory_id: fc.constantFrom(form.memory_id, "Z99Y88", null),
    tempered_min_area: fc.constantFrom(0.5, 0.6),
    vat: fc.constantFrom(10, 12),
    productArea: fc.constantFrom(0.3, 0.35),
    sstid: fc.constantFrom("2710000000001", null),
    trim: fc.constantFrom(15, 10),
  })

  it("lists exactly the fields whose value moved, each once, and nothing for a save of the same values", () => {
    fc.assert(
      fc.property(edit, (change) => {
        const next = storedSettingsOf(
          {
            ...form,
            name: change.name,
            memory_id: change.memory_id,
            tempered_min_area: change.tempered_min_area,
            vat_rates: [form.vat_rates[0] ?? { from: "1300/01/01", percent: 9 }, { from: "1403/01/01", percent: change.vat }],
            products: [{ id: 1, min_area: change.productArea, sstid: change.sstid }],
            production: { ...defaultProductionSettings, trim_mm: change.trim },
          },
          stored,
        )
        const fields = settingsChanges(stored, next).map((moved) => moved.field)
        const expected = [
          change.name !== form.name && "name",
          change.memory_id !== form.memory_id && "memory_id",
          change.tempered_min_area !== 0.5 && "tempered_min_area",
          change.vat !== 10 && "vat_rates",
          change.productArea !== 0.3 && "products.1.min_area",
          change.sstid !== "2710000000001" && "products.1.sstid",
          change.trim !== 15 && "production.trim_mm",
        ].filter((field) => field !== false)
        expect(fields).toEqual(expected)
        expect(settingsChanges(next, next)).toEqual([])
      }),
    )
  })

  it("keeps the products the form leaves out, sorts the rates by date, and names a product's field by the product", () => {
    const next = storedSettingsOf(
      {
        ...form,
        vat_rates: [
          { from: "1404/01/01", percent: 12 },
          { from: "1300/01/01", percent: 9 },
        ],
        products: [],
      },
      stored,
    )
    expect(next.products).toEqual(stored.products)
    expect(next.pricing.vat_rates).toEqual([
      { from: "1300/01/01", basis_points: 900 },
      { from: "1404/01/01", basis_points: 1200 },
    ])
    expect(settingsChanges(stored, next)).toEqual([
      { field: "vat_rates", before: "9% از 1300/01/01، 10% از 1403/01/01", after: "9% از 1300/01/01، 12% از 1404/01/01" },
    ])
    expect(settingsFieldLabel("products.2.sstid", (id) => (id === 2 ? "دوجداره" : ""))).toBe("شناسه کالا/خدمت دوجداره")
    expect(settingsFieldLabel("vat_rates", () => "")).toBe("نرخ‌های مالیات بر ارزش افزوده")
    expect(["9.5% از 1403/01/01", 0.35, null, "A11B2C"].map(settingsValueText)).toEqual([
      "۹٫۵٪ از ۱۴۰۳/۰۱/۰۱",
      "۰٫۳۵",
      "—",
      "A۱۱B۲C",
    ])
  })
})
