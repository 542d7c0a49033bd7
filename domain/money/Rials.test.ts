import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Option } from "effect"
import { amountInWordsWithUnit, formatRials, formatRialsWithUnit, noRials, Rials, rialsOfBig, rialsOfColumn } from "./Rials.ts"

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

describe("rials as a type", () => {
  it("takes every safe whole number and refuses fractions, NaN, infinities and what a number cannot hold exactly", () => {
    fc.assert(
      fc.property(safe, (amount) => {
        expect(Rials.option(amount)).toEqual(Option.some(amount))
      }),
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noInteger: true }),
          fc.constantFrom(Number.NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53)),
          fc.integer({ min: 1, max: 1000 }).map((n) => Number.MAX_SAFE_INTEGER + n * 2),
        ),
        (amount) => {
          expect(Option.isNone(Rials.option(amount))).toBe(true)
        },
      ),
    )
  })

  it("comes back from an exact bigint sum only while a number holds it exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }), (amount) => {
        const safeRange = amount >= BigInt(Number.MIN_SAFE_INTEGER) && amount <= BigInt(Number.MAX_SAFE_INTEGER)
        expect(rialsOfBig(amount)).toEqual(safeRange ? Option.some(Number(amount)) : Option.none())
      }),
    )
  })

  it("reads a column as PostgreSQL (text) and SQLite (a number) answer it, alike", () => {
    fc.assert(
      fc.property(safe, (amount) => {
        expect(rialsOfColumn(String(amount))).toBe(rialsOfColumn(amount))
      }),
    )
    expect(noRials).toBe(0)
  })

  it("keeps a count or an id from passing for money", () => {
    const price: Rials = Rials(1000)
    const count = 3
    // @ts-expect-error a count is not rials
    const wrong: Rials = count
    // @ts-expect-error rials and a count add up to a plain number, not rials
    const sum: Rials = price + count
    expect([wrong, sum]).toEqual([3, 1003])
  })
})
