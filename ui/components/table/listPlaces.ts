import { useEffect } from "react"
import { useLocation } from "react-router"
import { services } from "../../state/services.tsx"

// A list is known by its first path segment under the dashboard, so the customer list's type tabs share one place.
export const listKey = (path: string): string =>
  `list-place:${path.split("?")[0]?.split("/").filter(Boolean).slice(0, 2).join("/") ?? ""}`

/** The kept address when it is this list's (its path or one below it, such as a type tab), else the list's own path. */
export const placeFor = (listPath: string, kept: string | null): string => {
  if (kept === null) return listPath
  const keptPath = kept.split("?")[0] ?? ""
  return keptPath === listPath || keptPath.startsWith(`${listPath}/`) ? kept : listPath
}

/** The address a way back to a list leads to: the list with the search, filters, sort and page the user left it with. */
export const placeOf = (listPath: string): string => placeFor(listPath, services().session.get(listKey(listPath)))

/** Keeps the list's current address (its own path, without a details id, and its search) for the ways back to it. */
export function useRememberListPlace(search: URLSearchParams, ownPath?: string): void {
  const { pathname } = useLocation()
  const path = ownPath ?? pathname
  const text = search.toString()
  useEffect(() => {
    services().session.set(listKey(path), text === "" ? path : `${path}?${text}`)
  }, [path, text])
}
