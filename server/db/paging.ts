/** One page of a list: 1-based page, rows per page and the rows to skip. */
export interface PageRequest {
  readonly page: number
  readonly perPage: number
  readonly offset: number
}

/** A page of rows with the total the list envelope reports. */
export interface Page<Row> {
  readonly rows: ReadonlyArray<Row>
  readonly total: number
  /** The search matched more than `total` rows, which were not all counted (`countCapOf`). */
  readonly capped?: boolean
}

/**
 * How many matches a search counts before it tells only that there are more: 1,000, what a person pages through, or to the
 * end of the page asked for when that lies further, so the pager always offers the page after it.
 */
export const countCapOf = ({ offset, perPage }: Pick<PageRequest, "offset" | "perPage">): number =>
  Math.max(1000, offset + perPage)

/** A count of at most `cap + 1` matches as a page reports it: more than the cap is the cap, marked as a floor. */
export const cappedTotal = (counted: number, cap: number): Pick<Page<never>, "total" | "capped"> =>
  counted > cap ? { total: cap, capped: true } : { total: counted }

export const defaultPerPage = 15
export const maxPerPage = 1000

const whole = (text: string | undefined, fallback: number, max: number): number => {
  if (text === undefined || !/^\d{1,9}$/.test(text.trim())) return fallback
  const value = Number(text.trim())
  return value < 1 ? fallback : Math.min(value, max)
}

/** Reads `page` and `per_page` from a query; missing or garbage values fall back to page 1 of 15, per_page is capped at 1000. */
export const pageRequest = (page: string | undefined, perPage: string | undefined): PageRequest => {
  const p = whole(page, 1, 999_999_999)
  const size = whole(perPage, defaultPerPage, maxPerPage)
  return { page: p, perPage: size, offset: (p - 1) * size }
}

/** The list envelope's meta; `capped` appears only when the total is a floor. */
export const metaOf = (request: PageRequest, total: number, capped = false) => ({
  total,
  page: request.page,
  per_page: request.perPage,
  ...(capped ? { capped: true as const } : {}),
})
