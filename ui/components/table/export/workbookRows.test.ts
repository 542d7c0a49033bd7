import { describe, expect, it } from "vitest"
import { sheetOfCsv } from "./sheetOfCsv.ts"
import { workbookRows } from "./workbookRows.ts"

describe("the rows handed to write-excel-file", () => {
  it("put the header in bold and type each cell, numbers with their column's format and multi-line text wrapped", () => {
    const sheet = sheetOfCsv('ردیف,نام,سقف اعتبار (ریال),نشانی\r\n1,علی,5000000,"تهران\nخیابان ۱"\r\n2,رضا,,\r\n', {
      ردیف: "number",
      "سقف اعتبار (ریال)": "number",
    })
    expect(workbookRows(sheet)).toEqual([
      [
        { value: "ردیف", type: String, fontWeight: "bold" },
        { value: "نام", type: String, fontWeight: "bold" },
        { value: "سقف اعتبار (ریال)", type: String, fontWeight: "bold" },
        { value: "نشانی", type: String, fontWeight: "bold" },
      ],
      [
        { value: 1, type: Number, format: "#,##0" },
        { value: "علی", type: String },
        { value: 5_000_000, type: Number, format: "#,##0" },
        { value: "تهران\nخیابان 1", type: String, wrap: true },
      ],
      [{ value: 2, type: Number, format: "#,##0" }, { value: "رضا", type: String }, null, null],
    ])
  })
})
