import { toAsciiDigits } from "../text/digits.ts"

/** The page sizes a list offers. */
export const pageSizes = [15, 30, 50] as const

/** A page size a list offers. */
export type PageSize = (typeof pageSizes)[number]

/** The page size of a list opened without one. */
export const defaultPageSize: PageSize = 15

/** How many page links the pager shows on each side of the current page. */
export const pagerSpan = 2

/** The page a list shows and its size, as the URL's `page` and `per_page` params carry them. */
export interface PageParams {
  readonly page: number
  readonly perPage: PageSize
}

/** Reads a URL param as a positive whole number (Persian digits accepted), none for anything else. */
const positiveInteger = (text: string | null): number | undefined => {
  const digits = toAsciiDigits(text?.trim() ?? "")
  const value = Number(digits)
  return /^\d+$/.test(digits) && Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/** Tells whether a number is a page size a list offers. */
export const isPageSize = (value: number | undefined): value is PageSize => pageSizes.some((size) => size === value)

/** Reads the page params from the URL; a missing or garbled one falls back to page 1 and 15 rows. */
export const readPageParams = (get: (name: string) => string | null): PageParams => {
  const perPage = positiveInteger(get("per_page"))
  return { page: positiveInteger(get("page")) ?? 1, perPage: isPageSize(perPage) ? perPage : defaultPageSize }
}

/** The URL params to set for a page, as name and value pairs. */
export const writePageParams = (params: PageParams): ReadonlyArray<readonly [name: string, value: string]> => [
  ["page", String(params.page)],
  ["per_page", String(params.perPage)],
]

/** A new page size always starts again from page 1. */
export const changePageSize = (_params: PageParams, perPage: PageSize): PageParams => ({ page: 1, perPage })

/** How many pages hold `total` rows; none for an empty list. */
export const pageCount = (total: number, perPage: number): number =>
  Number.isFinite(total) && total > 0 && perPage > 0 ? Math.ceil(total / perPage) : 0

/** The page numbers the pager shows: up to 2 each side of the current page, which is first clamped into the list. */
export const pagerWindow = (page: number, count: number): ReadonlyArray<number> => {
  if (count < 1) return []
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), count)
  const first = Math.max(1, current - pagerSpan)
  const last = Math.min(count, current + pagerSpan)
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}

/** The row number (the list's "key" column) of the row at `index` on a page. */
export const rowNumber = (params: PageParams, index: number): number => (params.page - 1) * params.perPage + index + 1
