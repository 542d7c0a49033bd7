import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { csvCell, csvText } from "./csv.ts"

/** A minimal RFC 4180 reader, to check that what is written reads back as the same cells. */
const parse = (text: string): Array<Array<string>> => {
  const rows: Array<Array<string>> = []
  let row: Array<string> = []
  let cell = ""
  let quoted = false
  let index = 0
  while (index < text.length) {
    const character = text[index] ?? ""
    const next = text[index + 1]
    index += 1
    if (quoted && character === '"' && next === '"') {
      cell += '"'
      index += 1
    } else if (character === '"') {
      quoted = !quoted
    } else if (quoted) {
      cell += character
    } else if (character === ",") {
      row.push(cell)
      cell = ""
    } else if (character === "\r" && next === "\n") {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ""
      index += 1
    } else {
      cell += character
    }
  }
  return rows
}

describe("csv export", () => {
  it("starts with the UTF-8 byte order mark and ends rows with CRLF", () => {
    const text = csvText(["نام", "قیمت"], [["سکوریت", 1200]])
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text).toBe("\uFEFFنام,قیمت\r\nسکوریت,1200\r\n")
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })

  it("reads back every text cell as written, formulas defused with a leading quote", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]?.length ?? 1
        const table = rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ""))
        const read = parse(csvText(table[0] ?? [], table.slice(1)).slice(1))
        expect(read).toEqual(table.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))))
      }),
    )
  })

  it("writes numbers plainly, flags in Persian and empty cells for null", () => {
    expect([csvCell(-5), csvCell(1.5), csvCell(true), csvCell(false), csvCell(null), csvCell(Number.NaN)]).toEqual([
      "-5",
      "1.5",
      "بله",
      "خیر",
      "",
      "",
    ])
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
  })
})
