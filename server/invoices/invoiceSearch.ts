import { normalizePersian, toAsciiDigits } from "../../domain/text/digits.ts"
import { containsPattern } from "../http/listQuery.ts"

/** The text an invoice search matches besides the customer's: its serial and its note, written as `searchText` reads what staff type. */
export const invoiceSearchTextOf = (serial: number, note: string | null): string => [String(serial), note ?? ""].map((part) => toAsciiDigits(normalizePersian(part)).toLowerCase()).join("\n")

/** The LIKE pattern of a search text (already read by `searchText`); `\n` cannot join the serial to the note. */
export const invoiceSearchPatternOf = (search: string): string => containsPattern(search.toLowerCase().replace(/\n/g, " "))
