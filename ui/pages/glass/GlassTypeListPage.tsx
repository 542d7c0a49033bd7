import type { components } from "../../../contract/schema.d.ts"
import { listSorts } from "../../../domain/pagination/listSorts.ts"
import { glassMaterials } from "../../../domain/options/Options.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { activeChoice } from "../../components/table/activeChoice.ts"
import { ActiveSwitch } from "../../components/table/ActiveSwitch.tsx"
import { ActiveToggleDialog } from "../../components/table/ActiveToggleDialog.tsx"
import { EditLink, IconLink } from "../../components/table/EditLink.tsx"
import { ExportButton, type ExportColumns } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { RowActions } from "../../components/table/RowActions.tsx"
import { useActiveToggle } from "../../components/table/useActiveToggle.ts"
import { useListParams } from "../../components/table/useListParams.ts"
import { numberRows, offsetOf, useListRows, type NumberedRow } from "../../components/table/useListRows.ts"
import { useServices } from "../../state/services.tsx"
import { glassTypeKeys } from "./api/glassKeys.ts"
import { downloadGlassTypes, listGlassTypes, setGlassTypeActive } from "./api/glassTypeQueries.ts"

/** A glass type with its row number across pages (the lookup's answer has none, so the screen counts). */
type Type = components["schemas"]["GlassType"]
type Row = NumberedRow<Type>

// The export's thickness and its price per material ("قیمت خام (ریال)" and the others) are numbers.
const glassTypeExportColumns: ExportColumns = {
  "ضخامت (میلی‌متر)": "number",
  ...Object.fromEntries(glassMaterials.map(({ label }) => [`قیمت ${label} (ریال)`, "number" as const])),
}

/** Glass types: search and active filter in the URL, thicknesses as chips, edit and size-limit links, an active switch with confirmation. */
export default function GlassTypeListPage() {
  const { api } = useServices()
  const place = useListParams(["search", "is_active"] as const, listSorts.glassTypes)
  const { params, filters, setFilter, query } = place
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = numberRows(
    useListRows<Type>(glassTypeKeys.list(listQuery), (signal) => listGlassTypes(api, listQuery, signal), offsetOf(params)),
  )

  const toggle = useActiveToggle<Row>((row, active) => setGlassTypeActive(api, row.id, active), rows.setRow, glassTypeKeys.all)

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "w-12 tabular-nums sm:w-16" },
    { id: "name", header: "نام", cell: (row) => toPersianDigits(row.name), sortKey: "name" },
    {
      id: "widths",
      header: "ضخامت‌ها (میلی‌متر)",
      cell: (row) => (
        <ul className="flex flex-wrap gap-1" aria-label={`ضخامت‌های ${toPersianDigits(row.name)}`}>
          {row.width_ids.map((width) => (
            <li key={width.id} className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 tabular-nums">
              {toPersianDigits(width.size)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: "rotate",
      header: "چرخش روی ورق",
      cell: (row) => (row.may_rotate ? "مجاز" : "ممنوع"),
      className: "hidden w-28 whitespace-nowrap md:table-cell",
    },
    {
      id: "actions",
      header: "عملیات",
      className: "w-32 sm:w-52",
      cell: (row) => (
        <RowActions>
          <EditLink to={`/dashboard/glass-type/${row.id}`} name={toPersianDigits(row.name)} />
          <IconLink
            to={`/dashboard/glass-size-limit-list/${row.id}`}
            label={`محدودیت ابعاد ${toPersianDigits(row.name)}`}
            title="محدودیت ابعاد"
            icon="i-tabler-ruler-measure"
          />
          <ActiveSwitch name={toPersianDigits(row.name)} active={row.is_active} onAsk={() => toggle.ask(row)} />
        </RowActions>
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="انواع شیشه" addLabel="افزودن نوع شیشه" addTo="/dashboard/glass-type">
        <ExportButton
          fileName="glass-types.xlsx"
          columns={glassTypeExportColumns}
          download={() => downloadGlassTypes(api, query)}
        />
      </ListHeader>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در نام نوع شیشه"
        choices={[activeChoice(filters.is_active, setFilter)]}
      />
      <PagedTable caption="فهرست انواع شیشه" columns={columns} rows={rows} place={place} />
      <ActiveToggleDialog toggle={toggle} noun="نوع شیشه" nameOf={(row) => toPersianDigits(row.name)} />
    </section>
  )
}
