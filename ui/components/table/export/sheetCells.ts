import { Option } from "effect"
import { formatJalali, parseJalali, todayInTehran } from "../../../../domain/calendar/Jalali.ts"
import { toAsciiDigits } from "../../../../domain/text/digits.ts"

/** How a column's cells go into the workbook: numbers Excel can sum, Jalali dates, or text (the default). */
export type ColumnKind = "number" | "date" | "text"

/** One cell of the workbook; an empty CSV cell is `null`. */
export type SheetCell =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "number"; readonly value: number; readonly fractionDigits: number }
  | null

/** The most decimals a number is shown with; the cell still holds the whole value. */
export const maxFractionDigits = 3

// The server's CSV puts ' before text starting with =, +, -, @, tab or CR so that Excel never runs it; a workbook
// cell is text by type, so the guard is taken off again.
const unguarded = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text)

/** Text with every digit written in Latin, the way Excel shows the workbook's numbers. */
export const textCell = (cell: string): SheetCell => (cell === "" ? null : { kind: "text", text: toAsciiDigits(unguarded(cell)) })

const numberPattern = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i

/** A number Excel can sum (Persian digits and the Persian decimal mark read too); anything else stays text. */
export const numberCell = (cell: string): SheetCell => {
  const ascii = toAsciiDigits(cell.trim()).replace("٫", ".")
  if (!numberPattern.test(ascii)) return textCell(cell)
  const value = Number(ascii)
  if (!Number.isFinite(value)) return textCell(cell)
  const decimals = Number.isInteger(value) ? 0 : (String(value).split(".")[1] ?? "").length || maxFractionDigits
  return { kind: "number", value, fractionDigits: Math.min(decimals, maxFractionDigits) }
}

const isoDate = /^\d{4}-\d{2}-\d{2}/

/** A Jalali date as text, yyyy/MM/dd in Latin digits; an ISO date or instant is turned into its day in Tehran. */
export const dateCell = (cell: string): SheetCell => {
  const jalali = parseJalali(cell)
  if (Option.isSome(jalali)) return { kind: "text", text: formatJalali(jalali.value) }
  const ms = isoDate.test(cell.trim()) ? Date.parse(cell.trim()) : Number.NaN
  return Number.isFinite(ms) ? { kind: "text", text: formatJalali(todayInTehran(ms)) } : textCell(cell)
}

/** The cell of a CSV cell in a column of the given kind. */
export const sheetCell = (kind: ColumnKind, cell: string): SheetCell =>
  kind === "number" ? numberCell(cell) : kind === "date" ? dateCell(cell) : textCell(cell)
