import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatJalali, isValidJalali, jalaliMonthLength } from "../../../../domain/calendar/Jalali.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { dateCell, maxFractionDigits, numberCell, sheetCell, textCell, type ColumnKind } from "./sheetCells.ts"

const persianOrArabicDigit = /[۰-۹٠-٩]/
const anyText = fc.string({
  unit: fc.constantFrom("۰", "۹", "٣", "0", "7", "a", "ب", "'", "=", "-", "/", ",", " "),
  maxLength: 10,
})
const kind = fc.constantFrom<ColumnKind>("number", "date", "text")
const jalaliDate = fc
  .record({
    year: fc.integer({ min: 1300, max: 1500 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter((date) => date.day <= jalaliMonthLength(date.year, date.month))

describe("text cells", () => {
  it("write digits in Latin, the way the workbook's numbers show", () => {
    expect(textCell("۰۹۱۲۰۰۰۰۰۰۳")).toEqual({ kind: "text", text: "09120000003" })
    expect(textCell("شیشه ٦ میل")).toEqual({ kind: "text", text: "شیشه 6 میل" })
  })

  it("take off the CSV's guard against formulas, and only that", () => {
    expect(textCell("'=SUM(A1)")).toEqual({ kind: "text", text: "=SUM(A1)" })
    expect(textCell("'-دو")).toEqual({ kind: "text", text: "-دو" })
    expect(textCell("'quoted")).toEqual({ kind: "text", text: "'quoted" })
  })

  it("leave an empty cell empty", () => {
    expect(textCell("")).toBeNull()
  })
})

describe("number cells", () => {
  it("hold numbers Excel can sum, with the decimals they have", () => {
    expect(numberCell("12500000")).toEqual({ kind: "number", value: 12_500_000, fractionDigits: 0 })
    expect(numberCell("1.25")).toEqual({ kind: "number", value: 1.25, fractionDigits: 2 })
    expect(numberCell("-5")).toEqual({ kind: "number", value: -5, fractionDigits: 0 })
    expect(numberCell("۱۲٫۵")).toEqual({ kind: "number", value: 12.5, fractionDigits: 1 })
    expect(numberCell("0.000001")).toEqual({ kind: "number", value: 0.000001, fractionDigits: maxFractionDigits })
  })

  it("keep what is not a number as text, and an empty cell empty", () => {
    expect(numberCell("نامشخص")).toEqual({ kind: "text", text: "نامشخص" })
    expect(numberCell("1,000")).toEqual({ kind: "text", text: "1,000" })
    expect(numberCell("")).toBeNull()
  })

  it("hold every whole amount as the same integer, shown without decimals", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        const cell = numberCell(String(amount))
        expect(cell).toEqual({ kind: "number", value: amount, fractionDigits: 0 })
        expect(Number.isInteger(cell?.kind === "number" ? cell.value : Number.NaN)).toBe(true)
      }),
    )
  })

  it("hold every area in square metres as written (the server divides square millimetres by a million)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (mm2) => {
        const cell = numberCell(String(mm2 / 1_000_000))
        expect(cell?.kind === "number" && cell.value).toBe(mm2 / 1_000_000)
      }),
    )
  })
})

describe("date cells", () => {
  it("write a Jalali date as yyyy/MM/dd in Latin digits", () => {
    expect(dateCell("۱۴۰۵/۰۹/۰۴")).toEqual({ kind: "text", text: "1405/09/04" })
    expect(dateCell("1405/9/4")).toEqual({ kind: "text", text: "1405/09/04" })
  })

  it("write an ISO date or instant as its Jalali day in Tehran", () => {
    expect(dateCell("2026-03-21")).toEqual({ kind: "text", text: "1405/01/01" })
    // 21:00 UTC on 20 March is half past midnight on 21 March in Tehran.
    expect(dateCell("2026-03-20T21:00:00.000Z")).toEqual({ kind: "text", text: "1405/01/01" })
  })

  it("keep an impossible date as text", () => {
    expect(dateCell("۱۴۰۵/۱۳/۰۱")).toEqual({ kind: "text", text: "1405/13/01" })
    expect(dateCell("")).toBeNull()
  })

  it("write every Jalali date in Persian digits as the same date in Latin digits", () => {
    fc.assert(
      fc.property(jalaliDate, (date) => {
        expect(isValidJalali(date)).toBe(true)
        expect(dateCell(toPersianDigits(formatJalali(date)))).toEqual({ kind: "text", text: formatJalali(date) })
      }),
    )
  })
})

describe("any cell of any kind", () => {
  it("never holds a Persian or Arabic-Indic digit", () => {
    fc.assert(
      fc.property(kind, anyText, (columnKind, text) => {
        const cell = sheetCell(columnKind, text)
        if (cell?.kind === "text") expect(cell.text).not.toMatch(persianOrArabicDigit)
      }),
    )
  })
})
