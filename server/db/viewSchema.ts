import type { Generated } from "kysely"

/** A saved view of a list: a user's own (`user_id`) or a role's starting one (`role`); `filters` is the list's filters as JSON. */
export interface SavedViewsTable {
  id: Generated<number>
  user_id: number | null
  role: string | null
  list: string
  name: string
  filters: string
  sort: string | null
  created_at: string
}

/** The tables of saved views (migration 0021). */
export interface ViewSchema {
  saved_views: SavedViewsTable
}
