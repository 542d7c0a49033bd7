import { normalizePersian, toAsciiDigits } from "../../domain/text/digits.ts"

/** The stored columns a customer search reads. */
export interface SearchedColumns {
  readonly name: string
  readonly last_name: string | null
  readonly national_code: string | null
  readonly national_id: string | null
  readonly mobile: string | null
  readonly representative_mobile: string | null
  readonly phone: string | null
}

/** Keeps the fields apart, so a search text never matches across two of them. */
const separator = "\n"

/** The text a customer search matches (`customers.search_text`), written the way `searchText` reads what staff type, so one LIKE finds any field. */
export const searchTextOf = (columns: SearchedColumns): string =>
  [
    `${columns.name} ${columns.last_name ?? ""}`.trim(),
    columns.national_code,
    columns.national_id,
    columns.mobile,
    columns.representative_mobile,
    columns.phone,
  ]
    .filter((field): field is string => field !== null && field !== "")
    .map((field) => toAsciiDigits(normalizePersian(field)).toLowerCase())
    .join(separator)
