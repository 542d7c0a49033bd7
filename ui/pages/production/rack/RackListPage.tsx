import { Link } from "react-router"
import { kilogramsOneDecimal } from "../../../../domain/production/DeliveryNote.ts"
import { rackSorts, rackStateLabels, rackStates } from "../../../../domain/production/RackStates.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { EditLink } from "../../../components/table/EditLink.tsx"
import { ListFilters } from "../../../components/table/ListFilters.tsx"
import { ListHeader } from "../../../components/table/ListHeader.tsx"
import { PagedTable } from "../../../components/table/PagedTable.tsx"
import type { Column } from "../../../components/table/PaginatedTable.tsx"
import { RowActions } from "../../../components/table/RowActions.tsx"
import { useListParams } from "../../../components/table/useListParams.ts"
import { numberRows, offsetOf, useListRows, type NumberedRow } from "../../../components/table/useListRows.ts"
import { useServices } from "../../../state/services.tsx"
import { rackKeys } from "../api/rackKeys.ts"
import { listRacks, type Rack } from "../api/rackQueries.ts"
import { RackStateBadge } from "./RackStateBadge.tsx"

type Row = NumberedRow<Rack>

const filterNames = ["search", "state"] as const
const stateOptions = [
  { value: "", label: "همه" },
  ...rackStates.map((state) => ({ value: state, label: rackStateLabels[state] })),
]

/** The serials of the orders a rack holds, each a link to its delivery note. */
function RackOrders({ rack }: { readonly rack: Rack }) {
  if (rack.orders.length === 0) return <span className="text-gray-500">—</span>
  return (
    <span className="flex flex-wrap gap-x-2">
      {rack.orders.map((order) => (
        <Link
          key={order.id}
          to={`/dashboard/delivery-note/${order.id}`}
          className="text-sky-800 underline-offset-2 hover:underline"
          aria-label={`برگه تحویل سفارش ${toPersianDigits(order.serial_number)}`}
        >
          {toPersianDigits(order.serial_number)}
        </Link>
      ))}
    </span>
  )
}

/** The racks (rack-list): number search and state filter in the URL, sorting, each rack's slots in use, load and orders; a new rack. */
export default function RackListPage() {
  const { api } = useServices()
  const place = useListParams(filterNames, rackSorts)
  const { params, filters, setFilter, query } = place
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = numberRows(
    useListRows<Rack>(rackKeys.list(listQuery), (signal) => listRacks(api, listQuery, signal), offsetOf(params)),
  )

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "hidden w-16 tabular-nums sm:table-cell" },
    {
      id: "number",
      header: "شماره خرک",
      sortKey: "number",
      cell: (row) => <span className="font-medium tabular-nums">{toPersianDigits(row.number)}</span>,
    },
    { id: "state", header: "وضعیت", cell: (row) => <RackStateBadge state={row.state} /> },
    {
      id: "used_slots",
      header: "جای پر",
      sortKey: "used_slots",
      cell: (row) => (
        <span className="whitespace-nowrap tabular-nums">{toPersianDigits(`${row.used_slots} از ${row.slots}`)}</span>
      ),
    },
    {
      id: "capacity_kg",
      header: "بار (کیلوگرم)",
      sortKey: "capacity_kg",
      cell: (row) => (
        <span className="whitespace-nowrap tabular-nums">
          {kilogramsOneDecimal(row.load_grams)} از {toPersianDigits(row.capacity_kg)}
        </span>
      ),
      className: "hidden md:table-cell",
    },
    { id: "orders", header: "سفارش‌ها", cell: (row) => <RackOrders rack={row} />, className: "hidden sm:table-cell" },
    {
      id: "actions",
      header: "عملیات",
      className: "w-20",
      cell: (row) => (
        <RowActions>
          <EditLink to={`/dashboard/rack/${row.id}`} label={`خرک ${toPersianDigits(row.number)}`} />
        </RowActions>
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="خرک‌ها" addLabel="خرک تازه" addTo="/dashboard/rack" />
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در شماره خرک"
        choices={[
          {
            name: "state",
            label: "وضعیت",
            value: filters.state,
            options: stateOptions,
            onChange: (value) => setFilter("state", value),
          },
        ]}
      />
      <PagedTable caption="فهرست خرک‌ها" columns={columns} rows={rows} place={place} />
    </section>
  )
}
