import { todayInTehran } from "../../../domain/calendar/Jalali.ts"
import { viewFilters, type ViewList } from "../../../domain/view/ViewLists.ts"
import { filtersOnDay } from "../../../domain/view/ViewPeriod.ts"
import type { SavedView } from "./api/viewKeys.ts"

/** The list's URL for a view on the day of use: its filters (a relative period as this week's dates), its order and its id. */
export const searchOfView = (view: SavedView, nowMs: number): URLSearchParams => {
  const next = new URLSearchParams(filtersOnDay(view.filters, todayInTehran(nowMs)))
  if (view.sort !== null) next.set("sort", view.sort)
  next.set("view", String(view.id))
  return next
}

/** The list's current filters a view keeps: only those its list accepts (a notification's serial is not one). */
export const currentFilters = (list: ViewList, search: URLSearchParams): Record<string, string> => {
  const accepted = viewFilters[list]
  const kept: Record<string, string> = {}
  for (const [name, value] of search) if (Object.hasOwn(accepted, name) && value !== "") kept[name] = value
  return kept
}

/** Whether the URL only names a view (a shared address just opened), so the view's filters are still to be applied. */
export const namesOnlyView = (search: URLSearchParams): boolean =>
  search.has("view") && [...search.keys()].every((name) => name === "view" || name === "page" || name === "per_page")
