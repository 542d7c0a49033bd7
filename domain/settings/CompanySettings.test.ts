import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isNationalId } from "../identifiers/NationalId.ts"
import { isPostalCode } from "../identifiers/PostalCode.ts"
import { Option } from "effect"
import { addDays, formatJalali } from "../calendar/Jalali.ts"
import { companySettingsOf, defaultCompanySettings, preInvoiceValidUntil } from "./CompanySettings.ts"

describe("the company's particulars", () => {
  it("are seeded with a valid national ID, economic code and postal code, and a 3-day pre-invoice", () => {
    expect(isNationalId(defaultCompanySettings.national_id)).toBe(true)
    expect(isPostalCode(defaultCompanySettings.postal_code)).toBe(true)
    expect(defaultCompanySettings.pre_invoice_valid_days).toBe(3)
    expect(companySettingsOf(defaultCompanySettings)).toEqual(defaultCompanySettings)
  })

  it("fall back to the seeded ones when what is stored has another shape, and keep a stored valid change", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const read = companySettingsOf(stored)
        expect(read === defaultCompanySettings || JSON.stringify(read) === JSON.stringify(stored)).toBe(true)
      }),
    )
    const renamed = { ...defaultCompanySettings, name: "شیشه نو", pre_invoice_valid_days: 7 }
    expect(companySettingsOf(renamed)).toEqual(renamed)
    expect(companySettingsOf({ ...defaultCompanySettings, national_id: "14103524684" })).toBe(defaultCompanySettings)
  })
})

describe("a pre-invoice's validity", () => {
  it("ends the given number of days after its date, across months and years", () => {
    expect(preInvoiceValidUntil("1405/09/05", 3)).toEqual(Option.some("1405/09/08"))
    expect(preInvoiceValidUntil("1404/12/29", 3)).toEqual(Option.some("1405/01/03"))
    expect(preInvoiceValidUntil("1405/13/01", 3)).toEqual(Option.none())
    fc.assert(
      fc.property(
        fc.integer({ min: 1300, max: 1500 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 29 }),
        fc.integer({ min: 1, max: 365 }),
        (year, month, day, days) => {
          const date = { year, month, day }
          expect(preInvoiceValidUntil(formatJalali(date), days)).toEqual(Option.some(formatJalali(addDays(date, days))))
          const back = Option.getOrThrow(
            preInvoiceValidUntil(Option.getOrThrow(preInvoiceValidUntil(formatJalali(date), days)), -days),
          )
          expect(back).toBe(formatJalali(date))
        },
      ),
    )
  })
})
