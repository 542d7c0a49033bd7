import type { ListSort } from "../../../domain/pagination/ListSort.ts"

/** What a header needs to know of its column to offer sorting. */
interface SortableColumn {
  readonly header: string
  /** The `sort` name of the column; a column without one is not sortable. */
  readonly sortKey?: string
}

/** The `aria-sort` of a header: set on the one column the list is ordered by, as the ARIA sortable-table pattern asks. */
export const ariaSortOf = (column: SortableColumn, sort: ListSort<string> | undefined): "ascending" | "descending" | undefined =>
  column.sortKey !== undefined && sort?.key === column.sortKey ? (sort.descending ? "descending" : "ascending") : undefined

/**
 * A column's header: its text, or for a sortable column a button that orders the list by it (ascending first, then
 * the other way), with an arrow for the current direction and a faint double arrow on the columns not sorted by.
 */
export function ColumnHeading({
  column,
  sort,
  onSort,
}: {
  readonly column: SortableColumn
  readonly sort: ListSort<string> | undefined
  readonly onSort: ((key: string) => void) | undefined
}) {
  const { sortKey } = column
  if (sortKey === undefined || onSort === undefined) return <>{column.header}</>
  const direction = ariaSortOf(column, sort)
  const icon =
    direction === "ascending"
      ? "i-tabler-arrow-up text-sky-700"
      : direction === "descending"
        ? "i-tabler-arrow-down text-sky-700"
        : "i-tabler-arrows-sort text-gray-400"
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-medium text-gray-800 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-sky-600"
    >
      <span>{column.header}</span>
      <span aria-hidden="true" className={`${icon} h-4 w-4 shrink-0`} />
    </button>
  )
}
