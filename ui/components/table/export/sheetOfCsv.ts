import { toAsciiDigits } from "../../../../domain/text/digits.ts"
import { csvRows } from "./csvRows.ts"
import { sheetCell, type ColumnKind, type SheetCell } from "./sheetCells.ts"

/** The kinds of a list's export columns, by the header the server's CSV gives them; a header not named is text. */
export type ExportColumns = Readonly<Record<string, ColumnKind>>

/** A column of the workbook: its width in characters and, for numbers, its Excel number format. */
export interface SheetColumn {
  readonly width: number
  readonly format: string | undefined
}

/** The workbook's one sheet: the header row, the body rows of typed cells and the columns. */
export interface Sheet {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<SheetCell>>
  readonly columns: ReadonlyArray<SheetColumn>
}

const minWidth = 8
const maxWidth = 60

/** The Excel format of a number column: thousands separated, with as many decimals as its most precise cell. */
export const numberFormat = (fractionDigits: number): string =>
  fractionDigits === 0 ? "#,##0" : `#,##0.${"0".repeat(fractionDigits)}`

/** About how many characters a cell takes on screen: its longest line, or a number with its separators. */
const shownLength = (cell: SheetCell): number => {
  if (cell === null) return 0
  if (cell.kind === "text") return Math.max(...cell.text.split(/\r\n|\r|\n/).map((line) => line.length))
  const whole = Math.trunc(Math.abs(cell.value)).toString().length
  return whole + Math.floor((whole - 1) / 3) + (cell.fractionDigits > 0 ? cell.fractionDigits + 1 : 0) + (cell.value < 0 ? 1 : 0)
}

const columnOf = (header: string, cells: ReadonlyArray<SheetCell>): SheetColumn => {
  const longest = Math.max(header.length, ...cells.map(shownLength))
  const numbers = cells.flatMap((cell) => (cell?.kind === "number" ? [cell.fractionDigits] : []))
  return {
    width: Math.min(maxWidth, Math.max(minWidth, longest + 2)),
    format: numbers.length > 0 ? numberFormat(Math.max(...numbers)) : undefined,
  }
}

/** Turns the server's CSV of a list into the workbook's sheet, each column read as the page declares its kind. */
export const sheetOfCsv = (csv: string, kinds: ExportColumns): Sheet => {
  const [head = [], ...body] = csvRows(csv)
  const header = head.map((title) => toAsciiDigits(title))
  const columnKinds = head.map((title): ColumnKind => (Object.hasOwn(kinds, title) ? (kinds[title] ?? "text") : "text"))
  const rows = body.map((row) => columnKinds.map((kind, index) => sheetCell(kind, row[index] ?? "")))
  const columns = header.map((title, index) =>
    columnOf(
      title,
      rows.map((row) => row[index] ?? null),
    ),
  )
  return { header, rows, columns }
}
