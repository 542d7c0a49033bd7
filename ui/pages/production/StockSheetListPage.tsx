import { stockSheetSorts } from "../../../domain/production/StockSorts.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { activeChoice } from "../../components/table/activeChoice.ts"
import { ActiveLabel } from "../../components/table/ActiveLabel.tsx"
import { EditLink } from "../../components/table/EditLink.tsx"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { RowActions } from "../../components/table/RowActions.tsx"
import { useListParams } from "../../components/table/useListParams.ts"
import { numberRows, offsetOf, useListRows, type NumberedRow } from "../../components/table/useListRows.ts"
import { useServices } from "../../state/services.tsx"
import { stockKeys } from "./api/stockKeys.ts"
import {
  downloadStockSheets,
  glassTypeOptions,
  listStockSheets,
  thicknessOptions,
  useMaterials,
  type StockSheet,
} from "./api/stockQueries.ts"
import { sheetSize } from "./api/stockText.ts"

type Row = NumberedRow<StockSheet>

const filterNames = ["search", "glass_type_id", "glass_width_id", "is_active"] as const
const all = { value: "", label: "همه" }

/** The sheet sizes in stock (stock-sheet-list): search, material and active filters in the URL, sorting, export, a new sheet. */
export default function StockSheetListPage() {
  const { api } = useServices()
  const place = useListParams(filterNames, stockSheetSorts)
  const { params, filters, setFilter, query } = place
  const { materials } = useMaterials()
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = numberRows(
    useListRows<StockSheet>(
      stockKeys.sheetList(listQuery),
      (signal) => listStockSheets(api, listQuery, signal),
      offsetOf(params),
    ),
  )
  const typeId = filters.glass_type_id === "" ? null : Number(filters.glass_type_id)

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "hidden w-16 tabular-nums sm:table-cell" },
    {
      id: "glass_type",
      header: "نوع شیشه",
      sortKey: "glass_type",
      cell: (row) => (
        <>
          <span className="block">{toPersianDigits(row.glass_type_name)}</span>
        </>
      ),
    },
    {
      id: "thickness",
      header: "ضخامت (میلی‌متر)",
      cell: (row) => toPersianDigits(row.thickness),
      sortKey: "thickness",
      className: "hidden tabular-nums sm:table-cell",
    },
    {
      id: "width",
      header: "عرض × ارتفاع (میلی‌متر)",
      cell: (row) => <span dir="ltr">{sheetSize(row)}</span>,
      sortKey: "width",
      className: "whitespace-nowrap tabular-nums",
    },
    {
      id: "count",
      header: "تعداد در انبار",
      cell: (row) => (row.count === null ? "به هر تعداد" : toPersianDigits(row.count)),
      sortKey: "count",
      className: "tabular-nums",
    },
    {
      id: "is_active",
      header: "وضعیت",
      cell: (row) => <ActiveLabel active={row.is_active} />,
      className: "hidden md:table-cell",
    },
    {
      id: "actions",
      header: "عملیات",
      className: "w-20",
      cell: (row) => (
        <RowActions>
          <EditLink
            to={`/dashboard/stock-sheet/${row.id}`}
            name={`ورق ${sheetSize(row)} ${toPersianDigits(row.glass_type_name)}`}
          />
        </RowActions>
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="ورق‌های انبار" addLabel="ورق تازه" addTo="/dashboard/stock-sheet">
        <ExportButton
          fileName="stock-sheets.xlsx"
          columns={{ ردیف: "number", "ضخامت (میلی‌متر)": "number", "عرض (میلی‌متر)": "number", "ارتفاع (میلی‌متر)": "number" }}
          download={() => downloadStockSheets(api, query)}
        />
      </ListHeader>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در نام نوع شیشه"
        choices={[
          {
            name: "glass_type_id",
            label: "نوع شیشه",
            value: filters.glass_type_id,
            options: [
              all,
              ...glassTypeOptions(materials).map((option) => ({
                value: String(option.value),
                label: toPersianDigits(option.label),
              })),
            ],
            onChange: (value) => setFilter("glass_type_id", value),
          },
          {
            name: "glass_width_id",
            label: "ضخامت",
            value: filters.glass_width_id,
            options: [
              all,
              ...thicknessOptions(materials, typeId).map((option) => ({
                value: String(option.value),
                label: toPersianDigits(`${option.thickness} میلی‌متر`),
              })),
            ],
            onChange: (value) => setFilter("glass_width_id", value),
          },
          activeChoice(filters.is_active, setFilter),
        ]}
      />
      <PagedTable caption="فهرست ورق‌های انبار" columns={columns} rows={rows} place={place} />
    </section>
  )
}
