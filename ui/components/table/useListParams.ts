import { useCallback, useMemo } from "react"
import { useSearchParams } from "react-router"
import { usePageParams } from "./usePageParams.ts"

/**
 * A management list's URL state: the page and size, plus named filters (`search`, `is_active`, ...) kept in the
 * URL so a refresh or a shared link shows the same rows; changing a filter goes back to page 1.
 */
export function useListParams<F extends string>(filterNames: ReadonlyArray<F>) {
  const { params, search, setPerPage } = usePageParams()
  const [, setSearch] = useSearchParams()
  const key = filterNames.map((name) => `${name}=${search.get(name) ?? ""}`).join("&")
  // Recomputed only when a filter's value changes, so effects that read them do not rerun on every render.
  const filters = useMemo(() => Object.fromEntries(filterNames.map((name) => [name, search.get(name) ?? ""])) as Readonly<Record<F, string>>, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  const setFilter = useCallback(
    (name: F, value: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current)
          if (value.trim() === "") next.delete(name)
          else next.set(name, value.trim())
          next.delete("page")
          return next
        },
        { replace: name === "search" },
      ),
    [setSearch],
  )
  /** The filters that are set, as query parameters for the list call and its export. */
  const query = useMemo(() => Object.fromEntries(Object.entries<string>(filters).filter(([, value]) => value !== "")) as Partial<Record<F, string>>, [filters])
  return { params, search, setPerPage, filters, setFilter, query }
}
