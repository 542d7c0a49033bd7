import { describe, expect, it } from "vitest"
import { numberFormat, sheetOfCsv } from "./sheetOfCsv.ts"

const invoicesCsv =
  "\uFEFFردیف,شماره,تاریخ,مشتری,متراژ (متر مربع),مبلغ کل (ریال),یادداشت\r\n" +
  '1,۱۰۰۲۳,۱۴۰۵/۰۹/۰۴,"نوین‌سازه البرز, شعبه ۲",1.5,12500000,"خط اول\r\nخط دوم"\r\n' +
  "2,۱۰۰۲۴,۱۴۰۵/۰۹/۰۵,محمد جعفری,0.25,980000,\r\n"
const invoiceKinds = { ردیف: "number", تاریخ: "date", "متراژ (متر مربع)": "number", "مبلغ کل (ریال)": "number" } as const

describe("the sheet of a list's CSV", () => {
  it("types each column as the page declares it by header, and the others as text in Latin digits", () => {
    const sheet = sheetOfCsv(invoicesCsv, invoiceKinds)
    expect(sheet.header).toEqual(["ردیف", "شماره", "تاریخ", "مشتری", "متراژ (متر مربع)", "مبلغ کل (ریال)", "یادداشت"])
    expect(sheet.rows[0]).toEqual([
      { kind: "number", value: 1, fractionDigits: 0 },
      { kind: "text", text: "10023" },
      { kind: "text", text: "1405/09/04" },
      { kind: "text", text: "نوین‌سازه البرز, شعبه 2" },
      { kind: "number", value: 1.5, fractionDigits: 1 },
      { kind: "number", value: 12_500_000, fractionDigits: 0 },
      { kind: "text", text: "خط اول\r\nخط دوم" },
    ])
    expect(sheet.rows[1]?.[6]).toBeNull()
  })

  it("formats a number column with thousands separated and as many decimals as its most precise cell", () => {
    const formats = sheetOfCsv(invoicesCsv, invoiceKinds).columns.map(({ format }) => format)
    expect(formats).toEqual(["#,##0", undefined, undefined, undefined, "#,##0.00", "#,##0", undefined])
    expect(numberFormat(3)).toBe("#,##0.000")
  })

  it("sizes each column to its longest line, within 8 and 60 characters", () => {
    const widths = sheetOfCsv(invoicesCsv, invoiceKinds).columns.map(({ width }) => width)
    // ردیف: at least 8; مشتری: 23 characters + 2; مبلغ کل (ریال): its 14-character header + 2 beats "12,500,000".
    expect(widths[0]).toBe(8)
    expect(widths[3]).toBe("نوین‌سازه البرز, شعبه 2".length + 2)
    expect(widths[5]).toBe("مبلغ کل (ریال)".length + 2)
    expect(sheetOfCsv(`a\r\n${"x".repeat(200)}\r\n`, {}).columns[0]?.width).toBe(60)
  })

  it("fills a short row with empty cells and reads a declared header the CSV lacks as nothing", () => {
    const sheet = sheetOfCsv("a,b,c\r\n1\r\n", { missing: "number", b: "number" })
    expect(sheet.rows).toEqual([[{ kind: "text", text: "1" }, null, null]])
    expect(sheet.columns[1]?.format).toBeUndefined()
  })

  it("answers an empty sheet for an empty answer", () => {
    expect(sheetOfCsv("", {})).toEqual({ header: [], rows: [], columns: [] })
  })
})
