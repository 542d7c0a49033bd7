import { useCallback } from "react"
import { Link, useParams } from "react-router"
import type { components } from "../../../contract/schema.d.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { EditLink } from "../../components/table/EditLink.tsx"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { usePageParams } from "../../components/table/usePageParams.ts"
import { usePagedRows } from "../../components/table/usePagedRows.ts"
import { useServices } from "../../state/services.tsx"
import { useGlassTypeName } from "./useGlassType.ts"

type Row = components["schemas"]["GlassSizeLimitRow"]

const millimetres = (value: number) => toPersianDigits(value)
const range = (min: number, max: number) => `${toPersianDigits(min)} تا ${toPersianDigits(max)}`
const wide = "hidden tabular-nums sm:table-cell"
const narrow = "tabular-nums sm:hidden"

/** The size limit rows of one glass type, in the order they were added, with edit links and an add button. */
export default function GlassSizeLimitListPage() {
  const { id = "" } = useParams()
  const typeId = Number(id)
  const { api } = useServices()
  const place = usePageParams()
  const { params } = place
  const typeName = useGlassTypeName(typeId)
  const load = useCallback(
    () => api.GET("/Admin/glass_type/{id}/size_limit", { params: { path: { id: typeId }, query: { page: params.page, per_page: params.perPage } } }),
    [api, typeId, params.page, params.perPage],
  )
  const [page] = usePagedRows(load)

  const columns: ReadonlyArray<Column<Row>> = [
    // The row number gives its room to the sizes on a phone.
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "hidden w-16 tabular-nums sm:table-cell" },
    { id: "size", header: "ضخامت (میلی‌متر)", cell: (row) => millimetres(row.size), className: "tabular-nums" },
    { id: "material", header: "جنس", cell: (row) => row.material_label, className: "sm:whitespace-nowrap" },
    { id: "min_width", header: "حداقل عرض (میلی‌متر)", cell: (row) => millimetres(row.min_width), align: "end", className: wide },
    { id: "max_width", header: "حداکثر عرض (میلی‌متر)", cell: (row) => millimetres(row.max_width), align: "end", className: wide },
    { id: "min_height", header: "حداقل ارتفاع (میلی‌متر)", cell: (row) => millimetres(row.min_height), align: "end", className: wide },
    { id: "max_height", header: "حداکثر ارتفاع (میلی‌متر)", cell: (row) => millimetres(row.max_height), align: "end", className: wide },
    // On a phone the four sizes are two ranges, so the row and its edit link fit without scrolling sideways.
    { id: "width_range", header: "عرض (میلی‌متر)", cell: (row) => range(row.min_width, row.max_width), className: narrow },
    { id: "height_range", header: "ارتفاع (میلی‌متر)", cell: (row) => range(row.min_height, row.max_height), className: narrow },
    {
      id: "actions",
      header: "عملیات",
      className: "w-10 sm:w-16",
      cell: (row) => (
        <EditLink to={`/dashboard/glass-size-limit/${typeId}/${row.id}`} label={`ویرایش محدودیت ضخامت ${toPersianDigits(row.size)} میلی‌متر ${row.material_label}`} />
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <Link to="/dashboard/glass-type-list" className="inline-flex w-fit items-center gap-1 text-sm text-sky-800 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600">
        {/* Back leads to the right in RTL, so its arrow points right. */}
        <span aria-hidden="true" className="i-tabler-arrow-right h-4 w-4" />
        انواع شیشه
      </Link>
      <ListHeader title={typeName ? `محدودیت ابعاد ${toPersianDigits(typeName)}` : "محدودیت ابعاد"} addLabel="افزودن محدودیت" addTo={`/dashboard/glass-size-limit/${typeId}`}>
        <ExportButton
          fileName={`glass-size-limits-${typeId}.csv`}
          download={() => api.GET("/Admin/glass_type/{id}/size_limit/export", { params: { path: { id: typeId } }, parseAs: "blob" })}
        />
      </ListHeader>
      <PagedTable caption="فهرست محدودیت‌های ابعاد" columns={columns} page={page} place={place} />
    </section>
  )
}
