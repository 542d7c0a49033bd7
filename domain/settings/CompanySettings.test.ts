import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isNationalId } from "../identifiers/NationalId.ts"
import { isPostalCode } from "../identifiers/PostalCode.ts"
import { companySettingsOf, defaultCompanySettings } from "./CompanySettings.ts"

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
