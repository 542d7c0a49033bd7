import { useMemo } from "react"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { activeChoice } from "../../components/table/activeChoice.ts"
import { ActiveSwitch } from "../../components/table/ActiveSwitch.tsx"
import { ActiveToggleDialog } from "../../components/table/ActiveToggleDialog.tsx"
import { EditLink } from "../../components/table/EditLink.tsx"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { RowActions } from "../../components/table/RowActions.tsx"
import { useActiveToggle } from "../../components/table/useActiveToggle.ts"
import { useListParams } from "../../components/table/useListParams.ts"
import { numberRows, offsetOf, useListRows, type NumberedRow } from "../../components/table/useListRows.ts"
import { useServices } from "../../state/services.tsx"
import { referenceKeys } from "./api/referenceKeys.ts"
import type { ReferenceEntity } from "./referenceEntity.ts"

const filterNames = ["search", "is_active"] as const

/** A reference list: search and active filters in the URL, row numbers across pages, CSV export, an edit link and an active switch (with confirmation) per row. */
export function ReferenceList<
  Row extends { readonly id: number; readonly is_active: boolean },
  Values extends { readonly is_active: boolean },
  Body,
>({ entity }: { readonly entity: ReferenceEntity<Row, Values, Body> }) {
  const { api } = useServices()
  const calls = useMemo(() => entity.api(api), [entity, api])
  const place = useListParams(filterNames, entity.sorts)
  const { params, filters, setFilter, query } = place
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const listed = useListRows<Row>(
    referenceKeys.list(entity.tags[0], listQuery),
    (signal) => calls.list(listQuery, signal),
    offsetOf(params),
  )
  const toggle = useActiveToggle<Row>((row, active) => calls.update(row.id, { is_active: active }), listed.setRow, entity.tags)

  // Row numbers count across pages, as the laminate list's server-side key does.
  const rows = numberRows(listed)
  type Numbered = NumberedRow<Row>

  const columns: ReadonlyArray<Column<Numbered>> = [
    { id: "key", header: "ردیف", cell: ({ key }) => toPersianDigits(key), className: "w-12 tabular-nums sm:w-16" },
    ...entity.columns.map((column): Column<Numbered> => ({
      id: column.id,
      header: column.header,
      cell: (row) => column.cell(row),
      align: column.align ?? "start",
      className: column.align === "end" ? "whitespace-nowrap tabular-nums" : undefined,
      sortKey: column.sortKey,
    })),
    {
      id: "actions",
      header: "عملیات",
      className: "w-24 sm:w-44",
      cell: (row) => (
        <RowActions>
          <EditLink to={`${entity.formPath}/${row.id}`} name={entity.rowName(row)} />
          <ActiveSwitch name={entity.rowName(row)} active={row.is_active} onAsk={() => toggle.ask(row)} />
        </RowActions>
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title={entity.title} addLabel={entity.addLabel} addTo={entity.formPath}>
        <ExportButton fileName={entity.fileName} columns={entity.exportColumns} download={() => calls.download(query)} />
      </ListHeader>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel={entity.searchLabel}
        choices={[activeChoice(filters.is_active, setFilter)]}
      />
      <PagedTable caption={`فهرست ${entity.title}`} columns={columns} rows={rows} place={place} />
      <ActiveToggleDialog toggle={toggle} noun={entity.noun} nameOf={entity.rowName} />
    </section>
  )
}
