import type { Context } from "hono"

/** One cell of an exported table. */
export type CsvCell = string | number | boolean | null | undefined

/** Excel reads a UTF-8 file as such only when it starts with the byte order mark. */
const byteOrderMark = "\uFEFF"

/** A cell Excel would run as a formula (=, +, -, @, tab, carriage return at the start) is prefixed with ' so it shows as text. */
const defused = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

/** One cell as CSV: numbers as they are, text defused and quoted when it holds a comma, quote or line break. */
export const csvCell = (cell: CsvCell): string => {
  if (cell === null || cell === undefined) return ""
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : ""
  if (typeof cell === "boolean") return cell ? "بله" : "خیر"
  const text = defused(cell)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole table as CSV text for Excel: byte order mark, header row, CRLF line ends. */
export const csvText = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string =>
  byteOrderMark + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n"

/** The most rows one export holds; a larger list is cut there (the same cap as a lookup page). */
export const maxExportRows = 10_000

/** Answers a CSV download named `fileName` (ASCII, e.g. `users.csv`). */
export const csvAnswer = (
  c: Context,
  fileName: string,
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>,
) =>
  c.body(csvText(header, rows), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
  })
