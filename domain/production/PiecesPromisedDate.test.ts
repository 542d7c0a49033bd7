import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { isValidJalali, jalaliMonthLength } from "../calendar/Jalali.ts"
import { toPersianDigits } from "../text/digits.ts"
import { promisedDateMessages, promisedYears, validatePromisedDate } from "./PiecesPromisedDate.ts"

const pad = (value: number, width: number) => String(value).padStart(width, "0")
const validDate = fc
  .record({
    year: fc.integer({ min: promisedYears.from, max: promisedYears.to }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= jalaliMonthLength(year, month))

describe("the promised date body", () => {
  it("pins its Persian messages", () => {
    expect(promisedDateMessages).toEqual({
      required: "تاریخ وعده تحویل را وارد کنید یا خالی بگذارید",
      invalid: "تاریخ وعده تحویل نامعتبر است؛ مانند ۱۴۰۵/۰۹/۲۰ وارد کنید",
      closed: "برای سفارش لغو شده یا تحویل شده تاریخ وعده تعیین نمی‌شود",
    })
  })

  it("takes any real date of the years allowed, in Persian or Latin digits, padded or not, as yyyy/MM/dd", () => {
    fc.assert(
      fc.property(validDate, fc.boolean(), fc.boolean(), ({ year, month, day }, persian, padded) => {
        const text = padded ? `${year}/${pad(month, 2)}/${pad(day, 2)}` : `${year}/${month}/${day}`
        expect(validatePromisedDate({ promised_date: persian ? toPersianDigits(text) : text })).toEqual(
          Result.succeed({ promised_date: `${year}/${pad(month, 2)}/${pad(day, 2)}` }),
        )
      }),
    )
    expect(validatePromisedDate({ promised_date: "۱۴۰۵/۰۹/۲۰" })).toEqual(Result.succeed({ promised_date: "1405/09/20" }))
  })

  it("takes null or an empty text back as no promise", () => {
    fc.assert(
      fc.property(fc.constantFrom(null, "", "  ", "\u200c"), (value) => {
        expect(validatePromisedDate({ promised_date: value })).toEqual(Result.succeed({ promised_date: null }))
      }),
    )
  })

  it("refuses an impossible date, a year outside the plant's, any other text or type with the invalid message", () => {
    const impossible = fc
      .record({
        year: fc.integer({ min: promisedYears.from, max: promisedYears.to }),
        month: fc.integer({ min: 0, max: 14 }),
        day: fc.integer({ min: 0, max: 40 }),
      })
      .filter((date) => !isValidJalali(date))
      .map(({ year, month, day }) => `${year}/${month}/${day}`)
    const outside = validDate
      .map(({ month, day }) => ({ month, day }))
      .chain(({ month, day }) =>
        fc.constantFrom(
          `1299/${month}/${Math.min(day, 29)}`,
          `1500/${month}/${Math.min(day, 29)}`,
          `0001/${month}/${Math.min(day, 29)}`,
        ),
      )
    const other = fc.oneof(
      fc.string().filter((text) => text.trim() !== "" && !/^[\s\d۰-۹/\u200c]*$/.test(text)),
      fc.integer(),
      fc.boolean(),
      fc.constant({}),
      fc.constant([]),
    )
    fc.assert(
      fc.property(fc.oneof(impossible, outside, other), (value) => {
        expect(validatePromisedDate({ promised_date: value })).toEqual(
          Result.fail({ promised_date: promisedDateMessages.invalid }),
        )
      }),
    )
  })

  it("asks for the field when it is not sent or the body is no object", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant({}), fc.constant(null), fc.constant([]), fc.string(), fc.constant({ promised_date: undefined })),
        (body) => {
          expect(validatePromisedDate(body)).toEqual(Result.fail({ promised_date: promisedDateMessages.required }))
        },
      ),
    )
  })
})
