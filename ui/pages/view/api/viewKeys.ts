import type { components } from "../../../../contract/schema.d.ts"
import type { ViewList } from "../../../../domain/view/ViewLists.ts"

/** A saved view as the server answers it. */
export type SavedView = components["schemas"]["SavedView"]

/** The query keys of saved views: a save or a delete invalidates the list's views. */
export const viewKeys = {
  all: ["views"] as const,
  list: (list: ViewList) => [...viewKeys.all, "list", list] as const,
  one: (id: number) => [...viewKeys.all, "one", id] as const,
}
