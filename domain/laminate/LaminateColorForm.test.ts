import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateLaminateColorForm, validateLaminateColorToggle } from "./LaminateColorForm.ts"

const persianDigits = "۰۱۲۳۴۵۶۷۸۹"
const inPersian = (text: string): string => text.replace(/\d/g, (digit) => persianDigits[Number(digit)] ?? digit)
const grouped = (amount: number, separator: string): string => String(amount).replace(/\B(?=(\d{3})+$)/g, separator)
const errorsOf = <A>(result: Result.Result<A, Readonly<Record<string, string>>>) =>
  Result.isFailure(result) ? result.failure : {}
const priceError = (price: unknown) => errorsOf(validateLaminateColorForm({ name: "شیری", price })).price

describe("laminate colour form: the specification's messages", () => {
  it("asks for the name and the price of an empty form", () => {
    expect(errorsOf(validateLaminateColorForm({}))).toEqual({
      name: "وارد کردن نام اجباری است",
      price: "وارد کردن قیمت اجباری است",
    })
    expect(errorsOf(validateLaminateColorForm(null))).toEqual({
      name: "وارد کردن نام اجباری است",
      price: "وارد کردن قیمت اجباری است",
    })
    expect(errorsOf(validateLaminateColorForm({ name: "   ", price: 10 }))).toEqual({ name: "وارد کردن نام اجباری است" })
  })

  it("refuses a negative price", () => {
    for (const price of [-1, "-500", "-۵۰۰", "۵۰۰-", "−۱٬۰۰۰", -0.5]) expect(priceError(price)).toBe("قیمت منفی نمیتواند باشد")
  })

  it("asks for the price when it is empty or no number", () => {
    for (const price of ["", "  ", "abc", "۱۲a", "1-2", null, undefined, true, {}, [], Number.NaN, Number.POSITIVE_INFINITY])
      expect(priceError(price)).toBe("وارد کردن قیمت اجباری است")
  })
})

describe("laminate colour form: the project's own limits", () => {
  it("refuses a fractional price, a price over 999,999,999,999,999 rials and a name over 100 characters", () => {
    expect(priceError(12.5)).toBe("قیمت باید عدد صحیح باشد")
    expect(priceError("۱۲٫۵")).toBe("قیمت باید عدد صحیح باشد")
    expect(priceError(1_000_000_000_000_000)).toBe("قیمت بیش از حد مجاز است")
    expect(priceError(1e21)).toBe("قیمت بیش از حد مجاز است")
    expect(priceError("۱۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰")).toBe("قیمت بیش از حد مجاز است")
    expect(errorsOf(validateLaminateColorForm({ name: "ل".repeat(101), price: 1 }))).toEqual({
      name: "نام باید حداکثر 100 کاراکتر باشد",
    })
  })

  it("accepts the limits themselves", () => {
    expect(Result.isSuccess(validateLaminateColorForm({ name: "ل".repeat(100), price: 999_999_999_999_999 }))).toBe(true)
  })
})

describe("laminate colour form: accepted values", () => {
  it("accepts a price of 0 (product.md section 7)", () => {
    for (const price of [0, "0", "۰", "-0"])
      expect(validateLaminateColorForm({ name: "شیری", price })).toEqual(Result.succeed({ name: "شیری", price: 0 }))
  })

  it("reads Persian and Arabic digits, separators and Arabic letters", () => {
    expect(validateLaminateColorForm({ name: " كرم ", price: "۱٬۲۳۴٬۵۶۷" })).toEqual(
      Result.succeed({ name: "کرم", price: 1_234_567 }),
    )
    expect(validateLaminateColorForm({ name: "آبي", price: "١٢٣,٤٥٦" })).toEqual(Result.succeed({ name: "آبی", price: 123_456 }))
    expect(validateLaminateColorForm({ name: "سبز", price: "12.00" })).toEqual(Result.succeed({ name: "سبز", price: 12 }))
  })

  it("reads every whole price up to the bound however it is written", () => {
    const written = fc
      .integer({ min: 0, max: 999_999_999_999_999 })
      .chain((price) =>
        fc.tuple(
          fc.constant(price),
          fc.constantFrom<unknown>(
            price,
            String(price),
            inPersian(String(price)),
            grouped(price, ","),
            inPersian(grouped(price, "٬")),
            ` ${grouped(price, "،")} `,
          ),
        ),
      )
    fc.assert(
      fc.property(written, ([price, text]) => {
        expect(validateLaminateColorForm({ name: "طلایی", price: text })).toEqual(Result.succeed({ name: "طلایی", price }))
      }),
    )
  })

  it("refuses every negative price, as a number or as text", () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999_999, max: -1 }), fc.boolean(), (price, asText) => {
        expect(priceError(asText ? inPersian(String(price)) : price)).toBe("قیمت منفی نمیتواند باشد")
      }),
    )
  })

  it("asks for the price whenever the text holds no digit", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/[0-9۰-۹٠-٩]/.test(text)),
        (text) => {
          expect(priceError(text)).toBe("وارد کردن قیمت اجباری است")
        },
      ),
    )
  })

  it("keeps any name of 1 to 100 characters, trimmed, and reports only the failing fields", () => {
    const name = fc.string({ minLength: 1, maxLength: 100 }).filter((text) => text.trim() !== "" && !/[يكى٠-٩]/.test(text))
    fc.assert(
      fc.property(name, fc.integer({ min: 0, max: 10 ** 9 }), (text, price) => {
        expect(validateLaminateColorForm({ name: text, price })).toEqual(Result.succeed({ name: text.trim(), price }))
      }),
    )
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (text, price) =>
        Object.keys(errorsOf(validateLaminateColorForm({ name: text, price }))).every((key) => key === "name" || key === "price"),
      ),
    )
  })
})

describe("laminate colour active toggle", () => {
  it('reads true/false, 1/0 and "1"/"0"', () => {
    for (const on of [true, 1, "1", "true"])
      expect(validateLaminateColorToggle({ is_active: on })).toEqual(Result.succeed({ is_active: true }))
    for (const off of [false, 0, "0", "false"])
      expect(validateLaminateColorToggle({ is_active: off })).toEqual(Result.succeed({ is_active: false }))
  })

  it("refuses a missing or unreadable state", () => {
    for (const body of [{}, null, { is_active: null }, { is_active: "yes" }, { is_active: 2 }, { is_active: "" }])
      expect(errorsOf(validateLaminateColorToggle(body))).toEqual({ is_active: "وضعیت نامعتبر است" })
  })

  it("refuses every other value", () => {
    const readable = new Set<unknown>([true, false, 1, 0, "1", "0", "true", "false"])
    fc.assert(
      fc.property(
        fc.anything().filter((value) => !readable.has(value)),
        (value) => Result.isFailure(validateLaminateColorToggle({ is_active: value })),
      ),
    )
  })
})
