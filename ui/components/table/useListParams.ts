import { Option } from "effect"
import { useCallback, useEffect, useMemo, useRef } from "react"
import { useSearchParams } from "react-router"
import { nextSort, readListSort, sortParamOf, type SortParam } from "../../../domain/pagination/ListSort.ts"
import { useLastFilters } from "./useLastFilters.ts"
import { usePageParams } from "./usePageParams.ts"

/**
 * A management list's URL state: the page and size, plus named filters (`search`, `is_active`, ...) and the order
 * (`sort`, one of `sortKeys`) kept in the URL so a refresh or a shared link shows the same rows; changing a filter
 * or the order goes back to page 1.
 */
export function useListParams<F extends string, K extends string = never>(
  filterNames: ReadonlyArray<F>,
  sortKeys: ReadonlyArray<K> = [],
) {
  const { params, search, setPerPage } = usePageParams()
  const [, setSearchParams] = useSearchParams()
  // The address last asked for and not yet shown: a change made before the page re-renders (a choice right after
  // typing, under load) starts from it, so a late search never writes back the filters it was typed under.
  const pending = useRef<URLSearchParams | null>(null)
  const shown = search.toString()
  useEffect(() => {
    pending.current = null
  }, [shown])
  const setSearch = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: { readonly replace?: boolean }) =>
      setSearchParams((current) => {
        const next = change(new URLSearchParams(pending.current ?? current))
        pending.current = next
        return next
      }, options),
    [setSearchParams],
  )
  useLastFilters(filterNames)
  const key = filterNames.map((name) => `${name}=${search.get(name) ?? ""}`).join("&")
  // Recomputed only when a filter's value changes, so effects that read them do not rerun on every render.
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, search.get(name) ?? ""])) as Readonly<Record<F, string>>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  )
  // Filters that change together (a period's two ends) are written in one step: the URL is the one source of truth.
  const setFilters = useCallback(
    (changes: Partial<Record<F, string>>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [name, value] of Object.entries<string | undefined>(changes)) {
            if (value === undefined || value.trim() === "") next.delete(name)
            else next.set(name, value.trim())
          }
          next.delete("page")
          next.delete("view")
          return next
        },
        { replace: Object.keys(changes).every((name) => name === "search") },
      ),
    [setSearch],
  )
  const setFilter = useCallback(
    (name: F, value: string) => setFilters({ [name]: value } as Partial<Record<F, string>>),
    [setFilters],
  )
  // The order is the URL's `sort`; an unknown or garbled one is ignored, as a garbled page is, and the list keeps its own order.
  const sortText = search.get("sort")
  const sort = useMemo(() => Option.getOrUndefined(readListSort(sortKeys, sortText)), [sortKeys, sortText])
  /** A sortable header clicked: its column ascending, or the other way when already so; back to page 1. */
  const setSort = useCallback(
    (key: string) =>
      setSearch((current) => {
        const known = sortKeys.find((candidate) => candidate === key)
        if (known === undefined) return current
        const next = new URLSearchParams(current)
        next.set("sort", sortParamOf(nextSort(readListSort(sortKeys, current.get("sort")), known)))
        next.delete("page")
        next.delete("view")
        return next
      }),
    [setSearch, sortKeys],
  )
  /** The filters that are set and the order, as query parameters for the list call and its export. */
  const query = useMemo((): Partial<Record<F, string>> & { readonly sort?: SortParam<K> } => {
    const set = Object.fromEntries(Object.entries<string>(filters).filter(([, value]) => value !== "")) as Partial<
      Record<F, string>
    >
    return sort === undefined ? set : { ...set, sort: sortParamOf(sort) }
  }, [filters, sort])
  return { params, search, setPerPage, filters, setFilter, setFilters, query, sort, setSort }
}
