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

/**
 * The one text a customer search matches, kept in `customers.search_text`: the full name, codes and phone numbers in
 * lower case with ASCII digits and Persian letters, as `searchText` reads what staff type. One LIKE over it replaces
 * eleven over the separate columns.
 */
export const searchTextOf = (columns: SearchedColumns): string =>
  [`${columns.name} ${columns.last_name ?? ""}`.trim(), columns.national_code, columns.national_id, columns.mobile, columns.representative_mobile, columns.phone]
    .filter((field): field is string => field !== null && field !== "")
    .map((field) => toAsciiDigits(normalizePersian(field)).toLowerCase())
    .join(separator)

/** The LIKE pattern of a search text (already read by `searchText`), matching `searchTextOf`'s lower case; `\n` cannot join two fields. */
export const searchPatternOf = (search: string): string => `%${search.toLowerCase().replace(/\n/g, " ").replace(/[\\%_]/g, (character) => `\\${character}`)}%`
