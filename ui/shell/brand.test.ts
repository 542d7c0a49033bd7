import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toAsciiDigits } from "../../domain/text/digits.ts"
import { appTitle, companyName, pageTitle } from "./brand.ts"

describe("the browser tab's title", () => {
  it("names the page first, then the company, in Persian digits", () => {
    expect(pageTitle("مشتریان")).toBe("مشتریان — شیشه آسمان")
    expect(pageTitle("تاریخچه فاکتور شماره 12")).toBe("تاریخچه فاکتور شماره ۱۲ — شیشه آسمان")
    expect(appTitle).toBe("پنل مدیریت شیشه آسمان")
  })

  it("holds for any name: the name's words lead, the company closes, no Latin digit is left", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("ن", "ا", "م", "‌", " ", "1", "7", "۳") }), (name) => {
        const title = pageTitle(name)
        expect(title.endsWith(` — ${companyName}`)).toBe(true)
        expect(title).not.toMatch(/[0-9]/)
        expect(toAsciiDigits(title.slice(0, -` — ${companyName}`.length))).toBe(toAsciiDigits(name.trim()))
      }),
    )
  })
})
