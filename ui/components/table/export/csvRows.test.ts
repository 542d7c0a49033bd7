import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { csvRows } from "./csvRows.ts"

/** Cell text made of what makes CSV hard: separators, quotes, both line ends, Persian letters and digits. */
const cellText = fc.string({ unit: fc.constantFrom(",", '"', "\r", "\n", " ", "a", "ب", "۱", "1", "'", "="), maxLength: 8 })
// The server always writes a header, so a table has at least one row.
const table = fc.array(fc.array(cellText, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 })

/** A writer that quotes every cell, the other way RFC 4180 allows. */
const quotedCsv = (rows: ReadonlyArray<ReadonlyArray<string>>) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(",")).join("\r\n")

describe("reading CSV text", () => {
  it("drops the byte order mark and the last line end, and splits cells at commas", () => {
    expect(csvRows("\uFEFFنام,وضعیت\r\nعلی,فعال\r\n")).toEqual([
      ["نام", "وضعیت"],
      ["علی", "فعال"],
    ])
  })

  it("keeps commas, doubled quotes and line breaks inside quoted cells", () => {
    expect(csvRows('a,"b, c","say ""hi""","line 1\r\nline 2"\r\n')).toEqual([["a", "b, c", 'say "hi"', "line 1\r\nline 2"]])
  })

  it("reads LF and CR line ends, empty cells and a last record without its line end", () => {
    expect(csvRows("a,,b\n,\rc")).toEqual([["a", "", "b"], ["", ""], ["c"]])
  })

  it("reads a record of one empty cell as such, and no text as no rows", () => {
    expect(csvRows("h\r\n\r\n")).toEqual([["h"], [""]])
    expect(csvRows("")).toEqual([])
    expect(csvRows("\uFEFF")).toEqual([])
  })

  it("answers every table written with every cell quoted", () => {
    fc.assert(
      fc.property(table, (rows) => {
        expect(csvRows(quotedCsv(rows))).toEqual(rows)
      }),
    )
  })

  it("reads the same table with or without a final line end and a byte order mark", () => {
    fc.assert(
      fc.property(table, (rows) => {
        const text = quotedCsv(rows)
        expect(csvRows(`\uFEFF${text}\r\n`)).toEqual(csvRows(text))
      }),
    )
  })
})
