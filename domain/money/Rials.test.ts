import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { amountInWordsWithUnit, formatRials, formatRialsWithUnit } from "./Rials.ts"

const asciiOf = (text: string) => text.replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit)))
const safe = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })

describe("amounts in rials", () => {
  it("writes Persian digits grouped by three with the Persian thousands separator", () => {
    expect(formatRials(1_234_567)).toBe("۱٬۲۳۴٬۵۶۷")
    expect(formatRials(0)).toBe("۰")
    expect(formatRials(999)).toBe("۹۹۹")
    expect(formatRials(1000)).toBe("۱٬۰۰۰")
    expect(formatRials(100_000)).toBe("۱۰۰٬۰۰۰")
    expect(formatRials(-1234)).toBe("\u200e\u2212۱٬۲۳۴")
  })

  it("writes nothing for amounts that are not safe whole numbers", () => {
    for (const amount of [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(formatRials(amount)).toBe("")
  })

  it("adds the unit", () => {
    expect(formatRialsWithUnit(25_000)).toBe("۲۵٬۰۰۰ ریال")
    expect(amountInWordsWithUnit(1000)).toBe("یک هزار ریال")
    expect([formatRialsWithUnit(0.5), amountInWordsWithUnit(10 ** 15)]).toEqual(["", ""])
  })

  it("reads back as the same number", () => {
    fc.assert(
      fc.property(safe, (amount) => {
        expect(
          Number(
            asciiOf(formatRials(amount))
              .replace(/[٬\u200e]/g, "")
              .replace("\u2212", "-"),
          ),
        ).toBe(amount)
      }),
    )
  })

  it("groups by three from the right and uses Persian digits only", () => {
    fc.assert(
      fc.property(safe, (amount) => {
        const digits = formatRials(amount).replace(/^\u200e\u2212/, "")
        expect(digits).toMatch(/^[۱-۹][۰-۹]{0,2}(٬[۰-۹]{3})*$|^۰$/)
      }),
    )
  })

  it("agrees with the fa-IR number format of the platform", () => {
    const faIR = new Intl.NumberFormat("fa-IR", { useGrouping: true })
    fc.assert(
      fc.property(
        safe.filter((amount) => !Object.is(amount, -0)),
        (amount) => {
          expect(formatRials(amount)).toBe(faIR.format(amount))
        },
      ),
    )
  })
})
