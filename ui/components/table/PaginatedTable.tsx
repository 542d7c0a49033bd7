import type { ReactNode } from "react"
import type { PageParams, PageSize } from "../../../domain/pagination/Pagination.ts"
import type { ListSort } from "../../../domain/pagination/ListSort.ts"
import { ariaSortOf, ColumnHeading } from "./ColumnHeading.tsx"
import { ListLoadFailed } from "./ListLoadFailed.tsx"
import { Pager } from "./Pager.tsx"

/** One column: its Persian header and how a row shows in it. */
export interface Column<Row> {
  readonly id: string
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  readonly className?: string
  /** Numbers line up at the end (the left), where their units digits are. */
  readonly align?: "start" | "end"
  /** The list's `sort` name for this column; its header then orders the list by it. */
  readonly sortKey?: string
  /** Shown in the header instead of its text (a select-all box, whose own label is the header). */
  readonly heading?: ReactNode
  /** False leaves the column out of the row's card on a phone (a row number, or what another line already tells). */
  readonly card?: false
}

/**
 * What a cell tells the phone's card: its column's name as the line's label (none beside a control that names itself)
 * and whether the card shows it; the row number only orders a table's lines, so a card leaves it out.
 */
const cardData = (column: Pick<Column<never>, "id" | "header" | "heading" | "card">) => ({
  "data-column": column.id,
  "data-label": column.header === "" || column.heading !== undefined ? undefined : column.header,
  "data-card": column.card === false || column.id === "key" ? "none" : undefined,
})

interface PaginatedTableProps<Row> {
  /** The table's accessible name. */
  readonly caption: string
  readonly columns: ReadonlyArray<Column<Row>>
  readonly rows: ReadonlyArray<Row>
  readonly rowKey: (row: Row) => string | number
  readonly total: number
  /** More rows than `total` matched: the pager says "more than" and always offers the next page. */
  readonly capped?: boolean
  /** Nothing of the list is known yet: a skeleton, and no total. */
  readonly loading: boolean
  /** The rows shown are the previous page's while this one loads: dimmed, and the total not yet told. */
  readonly stale?: boolean
  /** The load failed: the table says so, with the way to try again, instead of looking empty. */
  readonly failure?: { readonly text: string; readonly retry: () => void } | undefined
  readonly params: PageParams
  readonly search: URLSearchParams
  readonly onPerPageChange: (perPage: PageSize) => void
  readonly emptyText?: string
  /** A row to show marked (a notification link's row): highlighted and announced as the current one. */
  readonly marked?: ((row: Row) => boolean) | undefined
  /** The order the list is shown in, and how a sortable header changes it (none: no header sorts). */
  readonly sort?: ListSort<string> | undefined
  readonly onSort?: ((key: string) => void) | undefined
}

const skeletonRows = 5

/** A list page: the rows of one page, a loading skeleton, an empty state and the pager bound to the URL. */
export function PaginatedTable<Row>(props: PaginatedTableProps<Row>) {
  const {
    caption,
    columns,
    rows,
    rowKey,
    total,
    capped = false,
    loading,
    stale = false,
    failure,
    params,
    search,
    onPerPageChange,
    emptyText = "موردی برای نمایش وجود ندارد",
    marked,
  } = props
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <div className="overflow-x-auto">
        <table className={`list-table w-full text-start text-sm ${stale ? "opacity-60" : ""}`} aria-busy={loading || stale}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={props.onSort ? ariaSortOf(column, props.sort) : undefined}
                  data-column={column.id}
                  className={`px-2 py-3 font-medium sm:px-3 ${column.align === "end" ? "text-end" : "text-start"} ${column.className ?? ""}`}
                >
                  {column.heading ?? <ColumnHeading column={column} sort={props.sort} onSort={props.onSort} />}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {failure ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center">
                  <ListLoadFailed text={failure.text} retry={failure.retry} />
                </td>
              </tr>
            ) : loading ? (
              Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} data-testid="table-skeleton">
                  {columns.map((column) => (
                    <td key={column.id} {...cardData(column)} className="px-2 py-3 sm:px-3">
                      <span className="block h-4 w-3/4 animate-pulse rounded bg-gray-200" />
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={marked?.(row) ? "bg-amber-50 hover:bg-amber-100" : "hover:bg-gray-50"}
                  aria-current={marked?.(row) ? "true" : undefined}
                >
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      {...cardData(column)}
                      className={`px-2 py-2 text-gray-900 sm:px-3 ${column.align === "end" ? "text-end" : "text-start"} ${column.className ?? ""}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
            {!loading && !failure && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-gray-600">
                  {emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager
        params={params}
        search={search}
        total={total}
        capped={capped}
        counting={loading || stale || failure !== undefined}
        onPerPageChange={onPerPageChange}
      />
    </div>
  )
}
