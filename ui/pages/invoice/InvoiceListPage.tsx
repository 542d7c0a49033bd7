import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react"
import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "react-router"
import { invoiceStateLabels, invoiceStates, type InvoiceKind } from "../../../domain/invoice/InvoiceOptions.ts"
import { measureText } from "../../../domain/invoice/Measures.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { listSorts } from "../../../domain/pagination/listSorts.ts"
import { toAsciiDigits, toPersianDigits } from "../../../domain/text/digits.ts"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import { SerialFilterNote } from "../../components/table/SerialFilterNote.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { useListParams } from "../../components/table/useListParams.ts"
import { useListRows } from "../../components/table/useListRows.ts"
import { useServices } from "../../state/services.tsx"
import { $role } from "../../state/session.ts"
import { todayInTehran } from "../../../domain/calendar/Jalali.ts"
import { readsAsRecordId } from "../../../domain/identifiers/RecordId.ts"
import { PeriodPicker } from "../../components/datepicker/PeriodPicker.tsx"
import { CustomerCombobox } from "../customer/CustomerCombobox.tsx"
import { expertLabel, useSalesExperts } from "../customer/useSalesExperts.ts"
import { invoiceMoveLabels, invoiceMoves, type InvoiceMove } from "../../../domain/invoice/InvoiceWorkflow.ts"
import { InvoiceMoveDialogs } from "./InvoiceMoveDialogs.tsx"
import { useInvoiceKind } from "./invoiceListRoute.ts"
import { ViewMenu } from "../view/ViewMenu.tsx"
import { invoiceKeys } from "./api/invoiceKeys.ts"
import { downloadInvoices, listInvoices, type InvoiceRow as Row } from "./api/invoiceQueries.ts"
import { useInvoiceMove } from "./useInvoiceMove.ts"
import { useSavedRow } from "./useSavedRow.tsx"
import { peopleColumns } from "./invoicePeopleColumns.tsx"
import { useBulkApprove } from "./useBulkApprove.tsx"
import { selectedRowsClass } from "../../components/table/RowSelection.tsx"

/** Each list's title, as the sidebar names it. */
const titles: Readonly<Record<InvoiceKind, string>> = {
  informal: "پیش‌فاکتورها",
  formal: "فاکتورهای رسمی",
  "pre-buy": "فاکتورهای پیش‌خرید",
}

/** The add button of the lists whose kind is created by hand; a formal invoice comes only from an approval. */
const addLabels: Readonly<Record<InvoiceKind, string>> = {
  informal: "افزودن پیش‌فاکتور",
  formal: "",
  "pre-buy": "افزودن پیش‌خرید",
}

const filterNames = ["search", "state", "serial_number", "customer_id", "sales_expert_id", "from", "to"] as const
const stateOptions = [
  { value: "", label: "همه" },
  ...invoiceStates.map((state) => ({ value: state, label: invoiceStateLabels[state] })),
]

/**
 * An invoice list of one kind: search, state and an exact serial (a notification's link opens with its row found and
 * marked), kept in the URL, the CSV export, and per row the moves the user may make now (asked first; a rejection with its reason).
 */
export default function InvoiceListPage() {
  useSignals()
  const { api, clock } = useServices()
  const kind = useInvoiceKind()
  const place = useListParams(filterNames, listSorts.invoices)
  const { params, filters, setFilter, setFilters, query } = place
  const today = todayInTehran(clock.now())
  const role = $role.value
  // Managers filter by the owning expert; a sales expert's invoices are their own customers'.
  const manager = role !== null && role !== "sales-expert"
  const experts = useSalesExperts(manager) ?? []
  const expertOptions = [
    { value: "", label: "همه" },
    ...experts.map((expert) => ({ value: String(expert.id), label: expertLabel(expert) })),
  ]
  const serial = toAsciiDigits(filters.serial_number)

  // A move changes rows (a quotation approved leaves this list): every invoice list is read again after each.
  const listQuery = { kind, page: params.page, per_page: params.perPage, ...query }
  const rows = useListRows<Row>(invoiceKeys.list(listQuery), (signal) => listInvoices(api, listQuery, signal))
  const moves = useInvoiceMove()
  const saved = useSavedRow(kind, rows.page, (number) => setFilter("serial_number", number))
  const movesOf = (row: Row): ReadonlyArray<InvoiceMove> => invoiceMoves.filter((move) => row.actions.includes(move))
  // Those who approve tick several pending quotations and approve them in one go.
  const bulk = useBulkApprove(rows.page?.rows ?? [], kind === "informal" && (role === "super-admin" || role === "sales-manager"))

  const columns: ReadonlyArray<Column<Row>> = [
    ...bulk.columns,
    // Below 640 px the row number gives its room to the moves, so the row fits a phone without scrolling.
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "hidden w-16 tabular-nums sm:table-cell" },
    {
      id: "serial_number",
      header: "شماره",
      cell: (row) => toPersianDigits(row.serial_number),
      className: "tabular-nums",
      sortKey: "serial_number",
    },
    {
      id: "date",
      header: "تاریخ",
      cell: (row) => toPersianDigits(row.date),
      className: "hidden tabular-nums whitespace-nowrap sm:table-cell",
      sortKey: "date",
    },
    ...peopleColumns,
    {
      id: "lines",
      header: "تعداد ردیف",
      cell: (row) => toPersianDigits(row.lines),
      align: "end",
      className: "hidden tabular-nums 2xl:table-cell",
    },
    {
      id: "area",
      header: "متراژ (متر مربع)",
      cell: (row) => measureText(row.area),
      align: "end",
      className: "hidden min-w-24 tabular-nums md:table-cell",
    },
    {
      id: "total",
      header: "مبلغ کل (ریال)",
      cell: (row) => formatRials(row.total),
      align: "end",
      className: "tabular-nums whitespace-nowrap",
      sortKey: "total",
    },
    {
      id: "state",
      header: "وضعیت",
      cell: (row) => invoiceStateLabels[row.state],
      className: "hidden whitespace-nowrap md:table-cell",
    },
    {
      id: "actions",
      header: "عملیات",
      cell: (row) => (
        // Several moves may stand side by side: they wrap within the cell rather than widen the table.
        <div className="flex flex-wrap gap-1">
          <Link
            to={`/dashboard/invoice-editor/${kind}/${row.id}`}
            aria-label={`${row.actions.includes("edit") ? "ویرایش" : "مشاهده"} فاکتور ${toPersianDigits(row.serial_number)}`}
            className="whitespace-nowrap rounded-md border border-gray-300 px-2 py-1 text-xs text-sky-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            {row.actions.includes("edit") ? "ویرایش" : "مشاهده"}
          </Link>
          <Menu>
            <MenuButton
              aria-label={`بیشتر برای فاکتور ${toPersianDigits(row.serial_number)}`}
              title="بیشتر"
              className="flex h-7 w-7 items-center justify-center rounded-md border border-gray-300 text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              <span aria-hidden="true" className="i-tabler-dots h-4 w-4" />
            </MenuButton>
            <MenuItems
              anchor={{ to: "bottom end", gap: 4 }}
              className="z-40 w-40 rounded-lg border border-gray-200 bg-white p-1 text-sm text-gray-900 shadow-lg focus:outline-none"
            >
              {[
                { to: `/dashboard/show-invoice/${row.id}`, label: "چاپ", icon: "i-tabler-printer" },
                { to: `/dashboard/dimension-maps/${kind}/${row.id}`, label: "نقشه ابعاد", icon: "i-tabler-ruler-measure" },
                { to: `/dashboard/invoice-history/${row.id}`, label: "تاریخچه", icon: "i-tabler-history" },
                // Money is taken on formal invoices and approved pre-buys; managers read it here, the sales expert does not.
                ...(manager && (kind === "formal" || (kind === "pre-buy" && row.state === "approved"))
                  ? [{ to: `/dashboard/payments-and-checks/invoice/${row.id}`, label: "پرداخت‌ها", icon: "i-tabler-cash" }]
                  : []),
              ].map((link) => (
                <MenuItem key={link.label}>
                  <Link
                    to={link.to}
                    aria-label={`${link.label} فاکتور ${toPersianDigits(row.serial_number)}`}
                    className="flex items-center gap-2 rounded-md px-3 py-2 data-[focus]:bg-sky-50"
                  >
                    <span aria-hidden="true" className={`${link.icon} h-4 w-4 text-sky-700`} />
                    {link.label}
                  </Link>
                </MenuItem>
              ))}
            </MenuItems>
          </Menu>
          {movesOf(row).map((move) => (
            <button
              key={move}
              type="button"
              onClick={() => moves.ask({ id: row.id, serial: row.serial_number, kind, state: row.state, move })}
              aria-label={`${invoiceMoveLabels[move]} فاکتور ${toPersianDigits(row.serial_number)}`}
              className="whitespace-nowrap rounded-md border border-gray-300 px-2 py-1 text-xs text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              {invoiceMoveLabels[move]}
            </button>
          ))}
        </div>
      ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={titles[kind]}
        addLabel={addLabels[kind]}
        addTo={kind === "formal" || role === "financial-manager" ? undefined : `/dashboard/invoice-editor/${kind}`}
      >
        <ExportButton
          fileName="invoices.xlsx"
          columns={{
            ردیف: "number",
            تاریخ: "date",
            "تعداد ردیف": "number",
            "تعداد قطعه": "number",
            "متراژ (متر مربع)": "number",
            "مبلغ کل (ریال)": "number",
          }}
          download={() => downloadInvoices(api, { kind, ...query })}
        />
      </ListHeader>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در نام مشتری، شماره یا یادداشت"
        choices={[
          {
            name: "state",
            label: "وضعیت",
            value: filters.state,
            options: stateOptions,
            onChange: (value) => setFilter("state", value),
          },
          ...(manager
            ? [
                {
                  name: "sales_expert_id",
                  label: "کارشناس فروش",
                  value: filters.sales_expert_id,
                  options: expertOptions,
                  onChange: (value: string) => setFilter("sales_expert_id", value),
                },
              ]
            : []),
        ]}
      >
        <CustomerCombobox
          label="مشتری"
          value={readsAsRecordId(filters.customer_id) ? Number(filters.customer_id) : null}
          onChange={(id) => setFilter("customer_id", id === null ? "" : String(id))}
        />
        <PeriodPicker
          name="period"
          label="بازه تاریخ"
          from={filters.from || null}
          to={filters.to || null}
          today={today}
          onChange={(from, to) => setFilters({ from: from ?? "", to: to ?? "" })}
        />
        <ViewMenu list={`${kind}-invoice-list`} />
      </ListFilters>
      <SerialFilterNote serial={serial} onClear={() => setFilter("serial_number", "")} />
      {saved.note}
      {bulk.panel}
      <div className={selectedRowsClass}>
        <PagedTable
          caption={`فهرست ${titles[kind]}`}
          columns={columns}
          rows={rows}
          place={place}
          marked={(row) => saved.isSaved(row.id) || (serial !== "" && String(row.serial_number) === serial)}
        />
      </div>
      <InvoiceMoveDialogs moves={moves} />
    </section>
  )
}
