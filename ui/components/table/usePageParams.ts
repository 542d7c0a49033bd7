import { useCallback, useMemo } from "react"
import { useSearchParams } from "react-router"
import {
  changePageSize,
  readPageParams,
  writePageParams,
  type PageParams,
  type PageSize,
} from "../../../domain/pagination/Pagination.ts"

/** The URL search of a page of the list, keeping the other params the URL already carries. */
export const searchFor = (current: URLSearchParams, params: PageParams): string => {
  const next = new URLSearchParams(current)
  for (const [name, value] of writePageParams(params)) next.set(name, value)
  return `?${next.toString()}`
}

/** The list's page and size as the URL's `page` and `per_page` carry them, and the moves between pages. */
export function usePageParams() {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => readPageParams((name) => search.get(name)), [search])
  const go = useCallback(
    (next: PageParams) =>
      setSearch((current) => {
        const copy = new URLSearchParams(current)
        for (const [name, value] of writePageParams(next)) copy.set(name, value)
        return copy
      }),
    [setSearch],
  )
  const setPerPage = useCallback((perPage: PageSize) => go(changePageSize(params, perPage)), [go, params])
  return { params, search, setPerPage }
}
