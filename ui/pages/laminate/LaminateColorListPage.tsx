import { useEffect, useState } from "react"
import { Link } from "react-router"
import type { components } from "../../../contract/schema.d.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.tsx"
import { Switch } from "../../components/form/Switch.tsx"
import { PaginatedTable, type Column } from "../../components/table/PaginatedTable.tsx"
import { usePageParams } from "../../components/table/usePageParams.ts"
import { showToast } from "../../components/toast/toast.ts"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { invalidateLookup } from "../../state/lookups.ts"
import { useServices } from "../../state/services.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"

type Row = components["schemas"]["LaminateColorRow"]

/** The toggle's failure text when the server gives no message (specification section 8). */
const toggleFailed = "خطایی رخ داده است"

/** Laminate colours: one page of the list, an edit link and an active switch (with confirmation) per row. */
export default function LaminateColorListPage() {
  const { api } = useServices()
  const { params, search, setPerPage } = usePageParams()
  const [page, setPage] = useState<{ rows: ReadonlyArray<Row>; total: number } | null>(null)
  const [asked, setAsked] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let current = true
    setPage(null)
    api
      .GET("/Admin/glass_laminate_color", { params: { query: { page: params.page, per_page: params.perPage } } })
      .then(({ data, error, response }) => {
        if (!current) return
        if (data) setPage({ rows: data.data, total: data.meta.total })
        else {
          setPage({ rows: [], total: 0 })
          showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
        }
      })
      .catch(() => {
        if (!current) return
        setPage({ rows: [], total: 0 })
        showToast({ kind: "error", text: genericErrorMessage })
      })
    return () => {
      current = false
    }
  }, [api, params.page, params.perPage])

  const toggle = async (row: Row) => {
    setBusy(true)
    try {
      const { data, error, response } = await api.PATCH("/Admin/glass_laminate_color/{id}", {
        params: { path: { id: row.id } },
        body: { is_active: !row.is_active },
      })
      if (data) {
        // The row changes only once the server has accepted the new state.
        setPage((shown) => shown && { ...shown, rows: shown.rows.map((other) => (other.id === row.id ? { ...other, is_active: data.data.is_active } : other)) })
        invalidateLookup("laminateColors")
        showToast({ kind: "success", text: "وضعیت تغییر یافت" })
      } else showToast({ kind: "error", text: saveErrorMessage(error, response.status, toggleFailed) })
    } catch {
      showToast({ kind: "error", text: toggleFailed })
    } finally {
      setBusy(false)
      setAsked(null)
    }
  }

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "w-12 tabular-nums sm:w-16" },
    { id: "name", header: "نام رنگ", cell: (row) => toPersianDigits(row.name) },
    { id: "price", header: "قیمت (ریال)", cell: (row) => formatRials(row.price), align: "end", className: "whitespace-nowrap tabular-nums" },
    {
      id: "actions",
      header: "عملیات",
      className: "w-24 sm:w-44",
      cell: (row) => (
        <div className="flex items-center gap-1 sm:gap-3">
          <Link
            to={`/dashboard/laminate-color/${row.id}`}
            aria-label={`ویرایش ${toPersianDigits(row.name)}`}
            title="ویرایش"
            className="flex h-8 w-8 items-center justify-center rounded-lg text-sky-700 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <span aria-hidden="true" className="i-tabler-pencil h-5 w-5" />
          </Link>
          <Switch label={`فعال بودن ${toPersianDigits(row.name)}`} hideLabel checked={row.is_active} onChange={() => setAsked(row)} />
          <span aria-hidden="true" className={`hidden text-xs sm:inline ${row.is_active ? "text-green-700" : "text-gray-600"}`}>
            {row.is_active ? "فعال" : "غیرفعال"}
          </span>
        </div>
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="رنگ‌های لمینت" addLabel="افزودن رنگ" addTo="/dashboard/laminate-color" />
      <PaginatedTable
        caption="فهرست رنگ‌های لمینت"
        columns={columns}
        rows={page?.rows ?? []}
        rowKey={(row) => row.id}
        total={page?.total ?? 0}
        loading={page === null}
        params={params}
        search={search}
        onPerPageChange={setPerPage}
      />
      <ConfirmDialog
        open={asked !== null}
        title="تغییر وضعیت"
        description={asked ? `آیا از ${asked.is_active ? "غیرفعال" : "فعال"} کردن رنگ «${toPersianDigits(asked.name)}» اطمینان دارید؟` : undefined}
        busy={busy}
        onConfirm={() => asked && void toggle(asked)}
        onCancel={() => setAsked(null)}
      />
    </section>
  )
}
