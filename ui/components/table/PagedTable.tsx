import type { ListSort } from "../../../domain/pagination/ListSort.ts"
import type { PageParams, PageSize } from "../../../domain/pagination/Pagination.ts"
import { PaginatedTable, type Column } from "./PaginatedTable.tsx"
import type { ListRows } from "./useListRows.ts"
import { useRememberListPlace } from "./listPlaces.ts"

/** The page and size in the URL, as useListParams and usePageParams give them. */
export interface ListPlace {
  readonly params: PageParams
  readonly search: URLSearchParams
  readonly setPerPage: (perPage: PageSize) => void
  /** The order in the URL and how a header changes it, for a list that can be sorted (useListParams with sort keys). */
  readonly sort?: ListSort<string> | undefined
  readonly setSort?: (key: string) => void
}

/** The table of a list page fed by useListRows: its loading, failed and stale states, rows keyed by their id; it remembers the list's place. */
export function PagedTable<Row extends { readonly id: number }>({
  caption,
  columns,
  rows,
  place,
  marked,
  ownPath,
  emptyText,
}: {
  readonly caption: string
  readonly columns: ReadonlyArray<Column<Row>>
  readonly rows: ListRows<Row>
  readonly place: ListPlace
  readonly marked?: ((row: Row) => boolean) | undefined
  /** The list's own path when the route may also carry a record's id (a details dialog). */
  readonly ownPath?: string
  /** What an empty list says, when the page knows more than "nothing to show". */
  readonly emptyText?: string | undefined
}) {
  useRememberListPlace(place.search, ownPath)
  return (
    <PaginatedTable
      caption={caption}
      columns={columns}
      rows={rows.page?.rows ?? []}
      rowKey={(row) => row.id}
      {...(emptyText === undefined ? {} : { emptyText })}
      total={rows.page?.total ?? 0}
      capped={rows.page?.capped ?? false}
      loading={rows.status === "loading"}
      stale={rows.stale}
      failure={rows.failure === undefined ? undefined : { text: rows.failure, retry: rows.retry }}
      params={place.params}
      search={place.search}
      onPerPageChange={place.setPerPage}
      marked={marked}
      sort={place.sort}
      onSort={place.setSort}
    />
  )
}
