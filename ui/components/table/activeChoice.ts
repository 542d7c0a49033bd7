import { activeFilterOptions, type ListChoiceFilter } from "./ListFilters.tsx"

/** The active/inactive select of a list's filters, kept in the URL's `is_active`. */
export const activeChoice = (
  value: string,
  setFilter: (name: "is_active", value: string) => void,
  label = "وضعیت",
): ListChoiceFilter => ({
  name: "is_active",
  label,
  value,
  options: activeFilterOptions,
  onChange: (next: string) => setFilter("is_active", next),
})
