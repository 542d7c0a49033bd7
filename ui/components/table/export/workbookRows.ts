import type { Cell, SheetData } from "write-excel-file/browser"
import type { Sheet } from "./sheetOfCsv.ts"

type BodyCell = Sheet["rows"][number][number]

const bodyCell = (cell: BodyCell, format: string | undefined): Cell => {
  if (cell === null) return null
  // A cell with line breaks (an address, a note) wraps, or Excel would show it on one line.
  if (cell.kind === "text")
    return /[\r\n]/.test(cell.text) ? { value: cell.text, type: String, wrap: true } : { value: cell.text, type: String }
  return { value: cell.value, type: Number, format }
}

/** The rows write-excel-file takes: the bold header, then each row's typed cells with their column's number format. */
export const workbookRows = (sheet: Sheet): SheetData => [
  sheet.header.map((title): Cell => ({ value: title, type: String, fontWeight: "bold" })),
  ...sheet.rows.map((row) => row.map((cell, column) => bodyCell(cell, sheet.columns[column]?.format))),
]
