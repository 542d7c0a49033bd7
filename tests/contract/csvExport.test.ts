import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toAsciiDigits } from "../../domain/text/digits.ts"
import { csvText, type CsvCell } from "../../server/http/csv.ts"
import { sheetOfCsv } from "../../ui/components/table/export/sheetOfCsv.ts"

// The server writes each list as CSV; the browser reads that CSV back to build the Excel workbook.

const persianOrArabicDigit = /[۰-۹٠-٩]/
/** Cell text with what the CSV must carry: separators, quotes, line ends, formula starts, Persian letters and digits. */
const text = fc.string({
  unit: fc.constantFrom(",", '"', "\r", "\n", " ", "=", "+", "-", "@", "'", "\t", "a", "ب", "‌", "۱", "٢", "3"),
  maxLength: 8,
})
const header = fc.uniqueArray(fc.string({ unit: fc.constantFrom("ن", "ا", "م", " ", "(", ")"), minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 4,
})
const tableOf = <Cell>(cell: fc.Arbitrary<Cell>) =>
  header.chain((titles) =>
    fc.record({
      titles: fc.constant(titles),
      rows: fc.array(fc.array(cell, { minLength: titles.length, maxLength: titles.length }), { maxLength: 5 }),
    }),
  )

/** What a text cell should read as in the workbook: the server's guard against formulas taken off, digits in Latin. */
const expectedText = (cell: string) => (cell === "" ? null : toAsciiDigits(cell))

describe("the server's CSV read back for the workbook", () => {
  it("carries any cell text, with its digits written in Latin", () => {
    fc.assert(
      fc.property(tableOf(text), ({ titles, rows }) => {
        // A text already starting with ' and a formula character reads as the guarded text; the server never writes such text.
        fc.pre(rows.every((row) => row.every((cell) => !/^'[=+\-@\t\r]/.test(cell))))
        const sheet = sheetOfCsv(csvText(titles, rows), {})
        expect(sheet.header).toEqual(titles)
        expect(sheet.rows.map((row) => row.map((cell) => (cell?.kind === "text" ? cell.text : cell)))).toEqual(
          rows.map((row) => row.map(expectedText)),
        )
      }),
    )
  })

  it("carries every amount in a number column as the same integer", () => {
    fc.assert(
      fc.property(tableOf(fc.maxSafeInteger()), ({ titles, rows }) => {
        const kinds = Object.fromEntries(titles.map((title) => [title, "number" as const]))
        const sheet = sheetOfCsv(csvText(titles, rows), kinds)
        for (const [r, row] of sheet.rows.entries())
          for (const [c, cell] of row.entries()) {
            expect(cell?.kind).toBe("number")
            expect(cell?.kind === "number" && Number.isInteger(cell.value) && cell.value).toBe(rows[r]?.[c])
          }
      }),
    )
  })

  it("never mixes digits: no Persian or Arabic-Indic digit in any cell of any kind", () => {
    const cell: fc.Arbitrary<CsvCell> = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null))
    fc.assert(
      fc.property(tableOf(cell), fc.constantFrom("number", "date", "text"), ({ titles, rows }, kind) => {
        const sheet = sheetOfCsv(csvText(titles, rows), Object.fromEntries(titles.map((title) => [title, kind])))
        for (const row of sheet.rows)
          for (const cell of row) if (cell?.kind === "text") expect(cell.text).not.toMatch(persianOrArabicDigit)
      }),
    )
  })
})
