import type { Context } from "hono"
import { Option, Result } from "effect"
import { validateListSort, type ListSort } from "../../domain/pagination/ListSort.ts"
import { normalizePersian, toAsciiDigits } from "../../domain/text/digits.ts"
import { withoutRefusedCharacters } from "../../domain/text/refusedCharacters.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { pageRequest, type PageRequest } from "../db/paging.ts"

/** What a management list is asked for: the page, the search text and the active filter. */
export interface ListQuery {
  readonly request: PageRequest
  /** The trimmed search text with Arabic letters and every digit normalised, or undefined when empty. */
  readonly search: string | undefined
  /** `is_active=1` or `0` (also `true`/`false`); anything else means both. */
  readonly active: boolean | undefined
}

/** The longest search text read; a longer one is cut, so a pasted page cannot become a huge LIKE pattern. */
export const maxSearchLength = 100

/** Reads a search text as staff type it: Persian or Arabic digits and Arabic ی/ک are the same as their stored forms; refused characters are removed. */
export const searchText = (raw: string | undefined): string | undefined => {
  // Removed rather than refused: a search only finds, and PostgreSQL cannot take NUL in a parameter.
  const cut = toAsciiDigits(normalizePersian(withoutRefusedCharacters(raw ?? "")))
    .trim()
    .slice(0, maxSearchLength)
  // The cut may split an emoji's surrogate pair; the half left behind goes too.
  const text = withoutRefusedCharacters(cut).trim()
  return text === "" ? undefined : text
}

/** Reads an optional 0/1 filter; anything else means no filter. */
export const flagFilter = (raw: string | undefined): boolean | undefined => {
  const text = raw?.trim()
  if (text === "1" || text === "true") return true
  if (text === "0" || text === "false") return false
  return undefined
}

/** A LIKE pattern that finds `text` anywhere, with `%`, `_` and `\` taken literally (use with `escape '\'`). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** Reads `page`, `per_page`, `search` and `is_active` from a request's query. */
export const listQuery = (c: Context): ListQuery => ({
  request: pageRequest(c.req.query("page"), c.req.query("per_page")),
  search: searchText(c.req.query("search")),
  active: flagFilter(c.req.query("is_active")),
})

/** Reads `sort` against the list's columns: the order asked for (undefined for the list's own), or the 422's field errors. */
export const listSortOf = <K extends string>(
  c: Context,
  keys: ReadonlyArray<K>,
): Result.Result<ListSort<K> | undefined, FieldErrors> =>
  Result.map(validateListSort(keys)({ sort: c.req.query("sort") }), Option.getOrUndefined)
