import type { components } from "../../../contract/schema.d.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { listSorts } from "../../../domain/pagination/listSorts.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { activeChoice } from "../../components/table/activeChoice.ts"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { useListParams } from "../../components/table/useListParams.ts"
import { useServices } from "../../state/services.tsx"
import { ActiveSwitch } from "../../components/table/ActiveSwitch.tsx"
import { ActiveToggleDialog } from "../../components/table/ActiveToggleDialog.tsx"
import { EditLink } from "../../components/table/EditLink.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { RowActions } from "../../components/table/RowActions.tsx"
import { useActiveToggle } from "../../components/table/useActiveToggle.ts"
import { useListRows } from "../../components/table/useListRows.ts"
import { laminateKeys } from "./api/laminateKeys.ts"
import { downloadLaminateColors, listLaminateColors, setLaminateColorActive } from "./api/laminateQueries.ts"

type Row = components["schemas"]["LaminateColorRow"]

const filterNames = ["search", "is_active"] as const

/** Laminate colours: search, active filter and order in the URL, the export, and per row an edit link and an active switch (with confirmation). */
export default function LaminateColorListPage() {
  const { api } = useServices()
  const place = useListParams(filterNames, listSorts.laminateColors)
  const { params, filters, setFilter, query } = place
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = useListRows<Row>(laminateKeys.list(listQuery), (signal) => listLaminateColors(api, listQuery, signal))
  const toggle = useActiveToggle<Row>((row, active) => setLaminateColorActive(api, row.id, active), rows.setRow, laminateKeys.all)

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "w-12 tabular-nums sm:w-16" },
    { id: "name", header: "نام رنگ", cell: (row) => toPersianDigits(row.name), sortKey: "name" },
    {
      id: "price",
      header: "قیمت (ریال)",
      cell: (row) => formatRials(row.price),
      align: "end",
      className: "whitespace-nowrap tabular-nums",
      sortKey: "price",
    },
    {
      id: "actions",
      header: "عملیات",
      className: "w-24 sm:w-44",
      cell: (row) => (
        <RowActions>
          <EditLink to={`/dashboard/laminate-color/${row.id}`} name={toPersianDigits(row.name)} />
          <ActiveSwitch name={toPersianDigits(row.name)} active={row.is_active} onAsk={() => toggle.ask(row)} />
        </RowActions>
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="رنگ‌های طلق" addLabel="افزودن رنگ طلق" addTo="/dashboard/laminate-color">
        <ExportButton
          fileName="laminate-colors.xlsx"
          columns={{ ردیف: "number", "قیمت (ریال)": "number" }}
          download={() => downloadLaminateColors(api, query)}
        />
      </ListHeader>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در نام رنگ"
        choices={[activeChoice(filters.is_active, setFilter)]}
      />
      <PagedTable caption="فهرست رنگ‌های طلق" columns={columns} rows={rows} place={place} />
      <ActiveToggleDialog toggle={toggle} noun="رنگ طلق" nameOf={(row) => toPersianDigits(row.name)} />
    </section>
  )
}
