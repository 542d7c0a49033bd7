import { useEffect, useRef } from "react"
import { useLocation, useSearchParams } from "react-router"
import { useServices } from "../../state/services.tsx"
import { $user } from "../../state/session.ts"

/** What a sidebar link carries, so a list tells arriving from the menu from a link that means its own filters. */
export const fromMenu = { fromMenu: true } as const

/** The storage key of a user's last filters of one list: per user (their mobile, unique), per list path. */
export const lastFiltersKey = (user: string, pathname: string): string => `list-filters:${user}:${pathname}`

/** The URL's filters and order of a list, as kept: the page, a notification's serial and a view's id are not filters. */
export const keptFilters = (search: URLSearchParams, filterNames: ReadonlyArray<string>): string => {
  const kept = new URLSearchParams()
  for (const name of [...filterNames, "sort"]) {
    const value = search.get(name)
    if (value !== null && value !== "" && name !== "serial_number") kept.set(name, value)
  }
  return kept.toString()
}

/**
 * Keeps a list's last filters in browser storage, per user and list, and brings them back when the list is reached from
 * the sidebar with none in its URL; any other link (a notification, a shared view, the back button) keeps its own.
 */
export function useLastFilters(filterNames: ReadonlyArray<string>): void {
  const { local } = useServices()
  const location = useLocation()
  const [search, setSearch] = useSearchParams()
  const user = $user.value?.mobile
  const key = user === undefined ? undefined : lastFiltersKey(user, location.pathname)
  const kept = keptFilters(search, filterNames)
  const handled = useRef<string | undefined>(undefined)
  const restoring = useRef(false)
  useEffect(() => {
    if (handled.current === location.key) return
    handled.current = location.key
    const arrived = (location.state as { fromMenu?: unknown } | null)?.fromMenu === true
    const last = key === undefined ? null : local.get(key)
    if (!arrived || kept !== "" || search.has("view") || last === null || last === "") return
    restoring.current = true
    setSearch(new URLSearchParams(last), { replace: true, state: location.state })
  }, [location.key, location.state, key, kept, local, search, setSearch])
  useEffect(() => {
    if (key === undefined) return
    if (restoring.current) {
      restoring.current = false
      return
    }
    if (kept === "") local.remove(key)
    else local.set(key, kept)
  }, [key, kept, local])
}
