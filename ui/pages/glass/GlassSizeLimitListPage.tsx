import { Link, useParams } from "react-router"
import type { components } from "../../../contract/schema.d.ts"
import { listSorts } from "../../../domain/pagination/listSorts.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { EditLink } from "../../components/table/EditLink.tsx"
import { ExportButton, type ExportColumns } from "../../components/table/ExportButton.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import { DeleteButton, RowDeleteDialog } from "../../components/table/RowDelete.tsx"
import { RowActions } from "../../components/table/RowActions.tsx"
import { useRowDelete } from "../../components/table/useRowDelete.ts"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { useListParams } from "../../components/table/useListParams.ts"
import { useListRows } from "../../components/table/useListRows.ts"
import { useServices } from "../../state/services.tsx"
import { sizeLimitKeys } from "./api/glassKeys.ts"
import { deleteSizeLimit, downloadSizeLimits, listSizeLimits } from "./api/sizeLimitQueries.ts"
import { useGlassTypeName } from "./useGlassType.ts"

// Every column of the export but the material is a size in millimetres.
const sizeLimitExportColumns: ExportColumns = {
  "ضخامت (میلی‌متر)": "number",
  "حداقل عرض (میلی‌متر)": "number",
  "حداکثر عرض (میلی‌متر)": "number",
  "حداقل ارتفاع (میلی‌متر)": "number",
  "حداکثر ارتفاع (میلی‌متر)": "number",
}

type Row = components["schemas"]["GlassSizeLimitRow"]

const millimetres = (value: number) => toPersianDigits(value)
const range = (min: number, max: number) => `${toPersianDigits(min)} تا ${toPersianDigits(max)}`
const wide = "hidden tabular-nums sm:table-cell"
const narrow = "tabular-nums sm:hidden"
/** How a row is named in its edit link, its delete button and the delete question. */
const rowName = (row: Row) => `محدودیت ضخامت ${toPersianDigits(row.size)} میلی‌متر ${row.material_label}`

/** The size limit rows of one glass type, in the order they were added unless a header sorts them, with edit links and an add button. */
export default function GlassSizeLimitListPage() {
  const { id = "" } = useParams()
  const typeId = Number(id)
  const { api } = useServices()
  const place = useListParams([], listSorts.sizeLimits)
  const { params, query } = place
  const typeName = useGlassTypeName(typeId)
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = useListRows<Row>(sizeLimitKeys.list(typeId, listQuery), (signal) => listSizeLimits(api, typeId, listQuery, signal))

  const remove = useRowDelete<Row>((row) => deleteSizeLimit(api, typeId, row.id), sizeLimitKeys.all)

  const columns: ReadonlyArray<Column<Row>> = [
    // The row number gives its room to the sizes on a phone.
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "hidden w-16 tabular-nums sm:table-cell" },
    { id: "size", header: "ضخامت (میلی‌متر)", cell: (row) => millimetres(row.size), className: "tabular-nums", sortKey: "size" },
    { id: "material", header: "جنس", cell: (row) => row.material_label, className: "sm:whitespace-nowrap", sortKey: "material" },
    {
      id: "min_width",
      header: "حداقل عرض (میلی‌متر)",
      cell: (row) => millimetres(row.min_width),
      align: "end",
      className: wide,
      card: false,
      sortKey: "min_width",
    },
    {
      id: "max_width",
      header: "حداکثر عرض (میلی‌متر)",
      cell: (row) => millimetres(row.max_width),
      align: "end",
      className: wide,
      card: false,
      sortKey: "max_width",
    },
    {
      id: "min_height",
      header: "حداقل ارتفاع (میلی‌متر)",
      cell: (row) => millimetres(row.min_height),
      align: "end",
      className: wide,
      card: false,
      sortKey: "min_height",
    },
    {
      id: "max_height",
      header: "حداکثر ارتفاع (میلی‌متر)",
      cell: (row) => millimetres(row.max_height),
      align: "end",
      className: wide,
      card: false,
      sortKey: "max_height",
    },
    // On a phone the four sizes are two ranges, so the row and its edit link fit without scrolling sideways.
    {
      id: "width_range",
      header: "عرض (میلی‌متر)",
      cell: (row) => range(row.min_width, row.max_width),
      className: narrow,
      sortKey: "min_width",
    },
    {
      id: "height_range",
      header: "ارتفاع (میلی‌متر)",
      cell: (row) => range(row.min_height, row.max_height),
      className: narrow,
      sortKey: "min_height",
    },
    {
      id: "actions",
      header: "عملیات",
      className: "w-20 sm:w-24",
      cell: (row) => (
        <RowActions>
          <EditLink to={`/dashboard/glass-size-limit/${typeId}/${row.id}`} label={`ویرایش ${rowName(row)}`} />
          <DeleteButton name={rowName(row)} onClick={() => remove.ask(row)} />
        </RowActions>
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <Link
        to="/dashboard/glass-type-list"
        className="inline-flex w-fit items-center gap-1 text-sm text-sky-800 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {/* Back leads to the right in RTL, so its arrow points right. */}
        <span aria-hidden="true" className="i-tabler-arrow-right h-4 w-4" />
        انواع شیشه
      </Link>
      <ListHeader
        title={typeName ? `محدودیت ابعاد ${toPersianDigits(typeName)}` : "محدودیت ابعاد"}
        addLabel="افزودن محدودیت"
        addTo={`/dashboard/glass-size-limit/${typeId}`}
      >
        <ExportButton
          fileName={`glass-size-limits-${typeId}.xlsx`}
          columns={sizeLimitExportColumns}
          download={() => downloadSizeLimits(api, typeId, query)}
        />
      </ListHeader>
      <PagedTable caption="فهرست محدودیت‌های ابعاد" columns={columns} rows={rows} place={place} />
      <RowDeleteDialog remove={remove} title="حذف محدودیت ابعاد" nameOf={rowName} />
    </section>
  )
}
