import { normalizePersian, toAsciiDigits } from "../../domain/text/digits.ts"

/** The text an invoice search matches besides the customer's: its serial and its note, written as `searchText` reads what staff type. */
export const invoiceSearchTextOf = (serial: number, note: string | null): string =>
  [String(serial), note ?? ""].map((part) => toAsciiDigits(normalizePersian(part)).toLowerCase()).join("\n")
