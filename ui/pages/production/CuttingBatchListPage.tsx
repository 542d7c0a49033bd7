import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { useListParams } from "../../components/table/useListParams.ts"
import { useListRows } from "../../components/table/useListRows.ts"
import { formatDateTime } from "../../shell/formatTime.ts"
import { useServices } from "../../state/services.tsx"
import { productionKeys } from "./api/batchKeys.ts"
import { listBatches, type BatchSummary } from "./api/batchQueries.ts"
import { batchSorts, batchStateLabels, batchStates, materialText, yieldText } from "./api/batchText.ts"
import { glassTypeChoices, materialsQuery } from "./api/queueQueries.ts"
import { BatchStateBadge } from "./batchFacts.tsx"

const filterNames = ["state", "glass_type_id"] as const
const stateOptions = [
  { value: "", label: "همه" },
  ...batchStates.map((state) => ({ value: state, label: batchStateLabels[state] })),
]
const select =
  "h-11 min-w-32 rounded-lg border border-gray-300 bg-white pe-8 ps-3 text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"

/** `cutting-batch-list`: the cutting batches with material, state, sheets, yield and date; filters and order in the URL. */
export default function CuttingBatchListPage() {
  const { api } = useServices()
  const place = useListParams(filterNames, batchSorts)
  const { params, filters, setFilter, query } = place
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = useListRows<BatchSummary>(productionKeys.batchList(listQuery), (signal) => listBatches(api, listQuery, signal))
  const materials = useQuery(materialsQuery(api))
  const typeOptions = [{ value: "", label: "همه" }, ...glassTypeChoices(materials.data ?? [])]

  const columns: ReadonlyArray<Column<BatchSummary>> = [
    {
      id: "id",
      header: "شماره",
      className: "tabular-nums",
      cell: (row) => (
        <Link to={`/dashboard/cutting-batch/${row.id}`} className="font-medium text-sky-800 underline-offset-2 hover:underline">
          {toPersianDigits(row.id)}
        </Link>
      ),
    },
    {
      id: "material",
      header: "جنس",
      className: "min-w-32",
      cell: (row) => (
        <>
          <span className="block">{materialText(row)}</span>
        </>
      ),
    },
    { id: "state", header: "وضعیت", cell: (row) => <BatchStateBadge state={row.state} /> },
    {
      id: "panes",
      header: "قطعه",
      cell: (row) => toPersianDigits(row.panes),
      align: "end",
      className: "hidden tabular-nums md:table-cell",
      sortKey: "panes",
    },
    {
      id: "sheets",
      header: "برگ",
      cell: (row) => toPersianDigits(row.sheets),
      align: "end",
      className: "hidden tabular-nums sm:table-cell",
      sortKey: "sheets",
    },
    {
      id: "yield",
      header: "بازده",
      cell: (row) => yieldText(row.yield_basis_points),
      align: "end",
      className: "tabular-nums whitespace-nowrap",
      sortKey: "yield",
    },
    {
      id: "created_at",
      header: "تاریخ",
      cell: (row) => formatDateTime(row.created_at),
      className: "hidden whitespace-nowrap sm:table-cell",
      sortKey: "created_at",
    },
    { id: "user", header: "برنامه‌ریز", cell: (row) => row.user_name ?? "—", className: "hidden lg:table-cell" },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="برنامه‌های برش" addLabel="برنامه برش جدید" addTo="/dashboard/cutting-batch" />
      <form
        role="search"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-sm text-gray-800">
          <span>وضعیت</span>
          <select
            name="state"
            value={filters.state}
            onChange={(event) => setFilter("state", event.target.value)}
            className={select}
          >
            {stateOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-gray-800">
          <span>نوع شیشه</span>
          <select
            name="glass_type_id"
            value={filters.glass_type_id}
            onChange={(event) => setFilter("glass_type_id", event.target.value)}
            className={select}
          >
            {typeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {toPersianDigits(option.label)}
              </option>
            ))}
            {filters.glass_type_id !== "" && !typeOptions.some((option) => option.value === filters.glass_type_id) && (
              <option value={filters.glass_type_id}>نوع انتخاب‌شده</option>
            )}
          </select>
        </label>
      </form>
      <PagedTable caption="فهرست برنامه‌های برش" columns={columns} rows={rows} place={place} />
    </section>
  )
}
