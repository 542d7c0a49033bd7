import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { Link } from "react-router"
import { deliveryWarningOf } from "../../../domain/finance/DeliveryBalance.ts"
import { moveOrderByHand } from "../../../domain/finance/OrderOfInvoice.ts"
import {
  orderMoveLabels,
  orderMoveQuestion,
  orderMovesFrom,
  orderStateLabels,
  orderStates,
  type OrderState,
} from "../../../domain/finance/OrderStates.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { listSorts } from "../../../domain/pagination/listSorts.ts"
import { toAsciiDigits, toPersianDigits } from "../../../domain/text/digits.ts"
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.tsx"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import { SerialFilterNote } from "../../components/table/SerialFilterNote.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { useListParams } from "../../components/table/useListParams.ts"
import { useListRows } from "../../components/table/useListRows.ts"
import { showToast } from "../../components/toast/toast.ts"
import { formatDateTime } from "../../shell/formatTime.ts"
import { refusalText } from "../../state/saveRefused.ts"
import { useServices } from "../../state/services.tsx"
import { $role } from "../../state/session.ts"
import { mayMoveOrderWithPieces } from "../../../domain/production/OrderMovesByHand.ts"
import { financeKeys } from "./api/financeKeys.ts"
import { InvoicePrintLink, InvoiceSerialLink } from "./InvoiceLinks.tsx"
import { ViewMenu } from "../view/ViewMenu.tsx"
import { downloadOrders, listOrders, useMoveOrder, type OrderRow as Row } from "./api/orderQueries.ts"

/** A move asked about: a production state by hand, or the financial confirmation of an order awaiting it. */
type Asked = { readonly row: Row; readonly to: OrderState }

const filterNames = ["search", "production_state", "has_balance", "serial_number"] as const
const stateOptions = [
  { value: "", label: "همه" },
  ...orderStates.map((state) => ({ value: state, label: orderStateLabels[state] })),
]
const balanceOptions = [
  { value: "", label: "همه" },
  { value: "1", label: "دارای مانده" },
]

const cellButton =
  "whitespace-nowrap rounded-md border border-gray-300 px-2 py-1 text-xs text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"

/**
 * The orders (order-list): serial, customer, total, paid, in cheques, remaining, production state, the dates it became
 * ready and was delivered; the notification link's serial found and marked; confirm on rows awaiting confirmation and
 * the production moves, each asked first; the payments of each order one click away.
 */
export default function OrderListPage() {
  useSignals()
  const { api } = useServices()
  const place = useListParams(filterNames, listSorts.orders)
  const { params, filters, setFilter, query } = place
  const role = $role.value
  // The sales manager reads orders; the super-admin and the financial manager move them.
  const mayMove = role === "super-admin" || role === "financial-manager"
  const serial = toAsciiDigits(filters.serial_number)
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = useListRows<Row>(financeKeys.orderList(listQuery), (signal) => listOrders(api, listQuery, signal))
  const [asked, setAsked] = useState<Asked | null>(null)
  const moving = useMoveOrder()

  const run = () => {
    if (asked === null) return
    moving.mutate(asked, {
      onSuccess: () => showToast({ kind: "success", text: "انجام شد" }),
      onError: (error) => showToast({ kind: "error", text: refusalText(error) }),
      onSettled: () => setAsked(null),
    })
  }

  // An order with pieces follows their scans: the desk keeps only its cancel, the super-admin corrects by hand.
  const movesOf = (row: Row): ReadonlyArray<OrderState> =>
    row.production_state === "awaiting_confirmation"
      ? ["waiting"]
      : orderMovesFrom(row.production_state).filter(
          (to) =>
            moveOrderByHand(row.production_state, to)._tag === "Success" &&
            (!row.follows_pieces || (role !== null && mayMoveOrderWithPieces(role, to))),
        )
  const labelOf = (row: Row, to: OrderState): string =>
    row.production_state === "awaiting_confirmation" && to === "waiting"
      ? "تایید مالی"
      : to === "awaiting_confirmation"
        ? ""
        : orderMoveLabels[to]

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "hidden w-16 tabular-nums sm:table-cell" },
    {
      id: "serial_number",
      header: "شماره",
      // An order is a formal invoice's; the serial leads back to it and the icon to its print.
      cell: (row) => (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <InvoiceSerialLink invoiceId={row.invoice_id} serial={row.serial_number} kind="formal" />
          <InvoicePrintLink invoiceId={row.invoice_id} serial={row.serial_number} />
        </span>
      ),
      className: "tabular-nums",
      sortKey: "serial_number",
    },
    {
      id: "customer",
      header: "مشتری",
      sortKey: "customer",
      // Two lines at most at a desk, the whole name in the title.
      className: "min-w-40",
      cell: (row) => (
        <>
          <span className="line-clamp-2" title={row.customer_name}>
            {row.customer_name}
          </span>
          <span className="block text-xs text-gray-600 max-sm:hidden md:hidden">{orderStateLabels[row.production_state]}</span>
        </>
      ),
    },
    {
      id: "total",
      header: "مبلغ کل (ریال)",
      cell: (row) => formatRials(row.total),
      align: "end",
      className: "hidden tabular-nums whitespace-nowrap lg:table-cell",
      sortKey: "total",
    },
    {
      id: "paid",
      header: "پرداخت‌شده (ریال)",
      cell: (row) => formatRials(row.paid),
      align: "end",
      className: "hidden tabular-nums whitespace-nowrap lg:table-cell",
    },
    {
      id: "in_cheques",
      header: "در چک (ریال)",
      cell: (row) => formatRials(row.in_cheques),
      align: "end",
      className: "hidden tabular-nums whitespace-nowrap 2xl:table-cell",
    },
    {
      id: "remaining",
      header: "مانده (ریال)",
      cell: (row) => formatRials(row.remaining),
      align: "end",
      className: "tabular-nums whitespace-nowrap",
      sortKey: "remaining",
    },
    {
      id: "production_state",
      header: "وضعیت تولید",
      cell: (row) => (
        <>
          <span className="block">{orderStateLabels[row.production_state]}</span>
          {/* The two dates are lines of a phone's card; a table gives their room to the amounts and tells the latest under the state. */}
          {(row.delivered_at ?? row.ready_at) !== null && (
            <span className="block text-xs text-gray-600 max-sm:hidden">
              {formatDateTime(row.delivered_at ?? row.ready_at ?? "")}
            </span>
          )}
        </>
      ),
      className: "hidden whitespace-nowrap md:table-cell",
    },
    {
      id: "ready_at",
      header: "آماده شده",
      cell: (row) => (row.ready_at === null ? "—" : formatDateTime(row.ready_at)),
      className: "hidden whitespace-nowrap",
    },
    {
      id: "delivered_at",
      header: "تحویل شده",
      cell: (row) => (row.delivered_at === null ? "—" : formatDateTime(row.delivered_at)),
      className: "hidden whitespace-nowrap",
    },
    {
      id: "actions",
      header: "عملیات",
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          <Link
            to={`/dashboard/payments-and-checks/order/${row.id}`}
            aria-label={`پرداخت‌ها و چک‌های سفارش ${toPersianDigits(row.serial_number)}`}
            className={`${cellButton} text-sky-800`}
          >
            پرداخت‌ها
          </Link>
          {mayMove &&
            movesOf(row).map((to) => (
              <button
                key={to}
                type="button"
                onClick={() => setAsked({ row, to })}
                aria-label={`${labelOf(row, to)} سفارش ${toPersianDigits(row.serial_number)}`}
                className={cellButton}
              >
                {labelOf(row, to)}
              </button>
            ))}
        </div>
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="سفارش‌ها" addLabel="">
        <ExportButton
          fileName="orders.xlsx"
          columns={{
            ردیف: "number",
            "مبلغ کل (ریال)": "number",
            "پرداخت‌شده (ریال)": "number",
            "در چک (ریال)": "number",
            "مانده (ریال)": "number",
          }}
          download={() => downloadOrders(api, query)}
        />
      </ListHeader>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در نام مشتری یا شماره"
        choices={[
          {
            name: "production_state",
            label: "وضعیت تولید",
            value: filters.production_state,
            options: stateOptions,
            onChange: (value) => setFilter("production_state", value),
          },
          {
            name: "has_balance",
            label: "مانده",
            value: filters.has_balance,
            options: balanceOptions,
            onChange: (value) => setFilter("has_balance", value),
          },
        ]}
      >
        <ViewMenu list="order-list" />
      </ListFilters>
      <SerialFilterNote serial={serial} onClear={() => setFilter("serial_number", "")} />
      <PagedTable
        caption="فهرست سفارش‌ها"
        columns={columns}
        rows={rows}
        place={place}
        marked={serial === "" ? undefined : (row) => String(row.serial_number) === serial}
      />
      <ConfirmDialog
        open={asked !== null}
        title={
          asked === null
            ? ""
            : asked.row.production_state === "awaiting_confirmation"
              ? `آیا از تایید مالی سفارش شماره ${toPersianDigits(asked.row.serial_number)} اطمینان دارید؟`
              : toPersianDigits(orderMoveQuestion(asked.row.serial_number, asked.to))
        }
        // Delivering an order that still owes money says how much, so it is not handed over unnoticed.
        description={asked === null ? undefined : deliveryWarningOf(asked.to, asked.row.remaining)}
        confirmLabel={asked === null ? "تایید" : labelOf(asked.row, asked.to)}
        destructive={asked?.to === "cancelled"}
        busy={moving.isPending}
        onConfirm={run}
        onCancel={() => setAsked(null)}
      />
    </section>
  )
}
