import type { PageParams, PageSize } from "../../../domain/pagination/Pagination.ts"
import { PaginatedTable, type Column } from "./PaginatedTable.tsx"
import type { RowsPage } from "./usePagedRows.ts"

/** The page and size in the URL, as useListParams and usePageParams give them. */
export interface ListPlace {
  readonly params: PageParams
  readonly search: URLSearchParams
  readonly setPerPage: (perPage: PageSize) => void
}

/** The table of a list page fed by usePagedRows: loading while the page is null, rows keyed by their id. */
export function PagedTable<Row extends { readonly id: number }>({
  caption,
  columns,
  page,
  place,
  marked,
}: {
  readonly caption: string
  readonly columns: ReadonlyArray<Column<Row>>
  readonly page: RowsPage<Row> | null
  readonly place: ListPlace
  readonly marked?: ((row: Row) => boolean) | undefined
}) {
  return (
    <PaginatedTable
      caption={caption}
      columns={columns}
      rows={page?.rows ?? []}
      rowKey={(row) => row.id}
      total={page?.total ?? 0}
      loading={page === null}
      params={place.params}
      search={place.search}
      onPerPageChange={place.setPerPage}
      marked={marked}
    />
  )
}
