import { useCallback } from "react"
import type { components } from "../../../contract/schema.d.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { usePageParams } from "../../components/table/usePageParams.ts"
import { useServices } from "../../state/services.tsx"
import { ActiveSwitch } from "../../components/table/ActiveSwitch.tsx"
import { ActiveToggleDialog } from "../../components/table/ActiveToggleDialog.tsx"
import { EditLink } from "../../components/table/EditLink.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { RowActions } from "../../components/table/RowActions.tsx"
import { useActiveToggle } from "../../components/table/useActiveToggle.ts"
import { usePagedRows } from "../../components/table/usePagedRows.ts"

type Row = components["schemas"]["LaminateColorRow"]

/** Laminate colours: one page of the list, an edit link and an active switch (with confirmation) per row. */
export default function LaminateColorListPage() {
  const { api } = useServices()
  const place = usePageParams()
  const { params } = place
  const load = useCallback(() => api.GET("/Admin/glass_laminate_color", { params: { query: { page: params.page, per_page: params.perPage } } }), [api, params.page, params.perPage])
  const [page, setPage] = usePagedRows(load)
  const toggle = useActiveToggle<Row>((row, active) => api.PATCH("/Admin/glass_laminate_color/{id}", { params: { path: { id: row.id } }, body: { is_active: active } }), setPage, ["laminateColors"])

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "w-12 tabular-nums sm:w-16" },
    { id: "name", header: "نام رنگ", cell: (row) => toPersianDigits(row.name) },
    { id: "price", header: "قیمت (ریال)", cell: (row) => formatRials(row.price), align: "end", className: "whitespace-nowrap tabular-nums" },
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
      <ListHeader title="رنگ‌های لمینت" addLabel="افزودن رنگ" addTo="/dashboard/laminate-color" />
      <PagedTable caption="فهرست رنگ‌های لمینت" columns={columns} page={page} place={place} />
      <ActiveToggleDialog toggle={toggle} noun="رنگ" nameOf={(row) => toPersianDigits(row.name)} />
    </section>
  )
}
