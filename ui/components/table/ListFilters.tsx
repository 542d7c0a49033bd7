import { useEffect, useRef, useState, type ReactNode } from "react"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { withoutInvisibleCharacters } from "../../../domain/text/refusedCharacters.ts"

/** A filter of the list chosen from a few values, such as active or customer type. */
export interface ListChoiceFilter {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly onChange: (value: string) => void
}

interface ListFiltersProps {
  /** The search text as the URL has it. */
  readonly search: string
  readonly onSearch: (text: string) => void
  /** What the search looks in, e.g. 'جستجو در نام، کد پرسنلی یا شماره همراه'. */
  readonly searchLabel: string
  readonly choices?: ReadonlyArray<ListChoiceFilter>
  /** Filters of their own kind (a customer combobox, a date range), after the choices. */
  readonly children?: ReactNode
}

/** How long typing pauses before the list is searched. */
const searchDelayMs = 400

/** The options of the usual active filter, keeping `is_active` as 1/0 in the URL. */
export const activeFilterOptions = [
  { value: "", label: "همه" },
  { value: "1", label: "فعال" },
  { value: "0", label: "غیرفعال" },
] as const

/** The search box and choice filters above a list; searching waits for a pause in typing, Enter searches at once. */
export function ListFilters({ search, onSearch, searchLabel, choices = [], children }: ListFiltersProps) {
  const [typed, setTyped] = useState(search)
  const latest = useRef(onSearch)
  latest.current = onSearch
  // A new URL (back button, a link) shows its own search text.
  useEffect(() => setTyped(search), [search])
  useEffect(() => {
    if (typed.trim() === search.trim()) return
    const timer = setTimeout(() => latest.current(typed), searchDelayMs)
    return () => clearTimeout(timer)
  }, [typed, search])

  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(typed)
      }}
    >
      <label className="flex min-w-0 flex-1 basis-60 flex-col gap-1 text-sm text-gray-800">
        <span>{searchLabel}</span>
        <span className="relative">
          <span aria-hidden="true" className="i-tabler-search pointer-events-none absolute start-3 top-3 h-5 w-5 text-gray-500" />
          <input
            type="search"
            name="search"
            value={toPersianDigits(typed)}
            onChange={(event) => setTyped(withoutInvisibleCharacters(event.target.value))}
            className="h-11 w-full rounded-lg border border-gray-300 bg-white pe-3 ps-10 text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
          />
        </span>
      </label>
      {choices.map((choice) => (
        <label key={choice.name} className="flex flex-col gap-1 text-sm text-gray-800">
          <span>{choice.label}</span>
          <select
            name={choice.name}
            value={choice.value}
            onChange={(event) => choice.onChange(event.target.value)}
            className="h-11 min-w-32 rounded-lg border border-gray-300 bg-white pe-8 ps-3 text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
          >
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {toPersianDigits(option.label)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {children}
    </form>
  )
}
