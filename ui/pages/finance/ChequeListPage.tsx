import { useSignals } from "@preact/signals-react/runtime"
import { Link, useParams } from "react-router"
import { todayInTehran } from "../../../domain/calendar/Jalali.ts"
import { chequeStateLabels, chequeStates } from "../../../domain/finance/ChequeStates.ts"
import { readsAsRecordId } from "../../../domain/identifiers/RecordId.ts"
import { SayadText } from "./SayadText.tsx"
import { formatRials } from "../../../domain/money/Rials.ts"
import { listSorts } from "../../../domain/pagination/listSorts.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { PeriodPicker } from "../../components/datepicker/PeriodPicker.tsx"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { useListParams } from "../../components/table/useListParams.ts"
import { useServices } from "../../state/services.tsx"
import { $role } from "../../state/session.ts"
import NotFoundPage from "../status/NotFoundPage.tsx"
import { chequeListTitle, chequeMovesFor, dueSoonBadge, halfOpenDueText } from "./chequeListView.ts"
import { ChequeMoveDialog } from "./ChequeMoveDialog.tsx"
import { ChequeMoveMenu } from "./ChequeMoveMenu.tsx"
import { downloadCheques, useChequeRows, type ChequeRow } from "./api/chequeQueries.ts"
import { useChequeMoves } from "./chequeMoves.ts"
import { ChequeTotals } from "./ChequeTotals.tsx"
import { ViewMenu } from "../view/ViewMenu.tsx"
import { useBulkDeposit } from "./useBulkDeposit.tsx"
import { InvoicePrintLink } from "./InvoiceLinks.tsx"
import { selectedRowsClass } from "../../components/table/RowSelection.tsx"

type Row = ChequeRow

const filterNames = ["bank", "state", "from", "to"] as const
const stateOptions = [
  { value: "", label: "همه" },
  ...chequeStates.map((state) => ({ value: state, label: chequeStateLabels[state] })),
]
const clearButton = "rounded px-2 py-1 text-sky-800 underline hover:bg-sky-50"

/** checks-list/{id?}: every cheque, or the customer `id`'s; an id that is not a record's is an address the app does not have. */
export default function ChequeListPage() {
  const { id } = useParams()
  if (id === undefined) return <ChequeList customerId={undefined} />
  return readsAsRecordId(id) ? <ChequeList key={id} customerId={Number(id)} /> : <NotFoundPage />
}

/**
 * The cheques (invoices.md section 8): state, bank and due-date period kept in the URL, the totals per state, the ones due
 * within seven days badged and highlighted, the CSV export, and for the super-admin and the financial manager each row's
 * moves, asked first and shown as the server answers them.
 */
function ChequeList({ customerId }: { readonly customerId: number | undefined }) {
  useSignals()
  const { api, clock } = useServices()
  const place = useListParams(filterNames, listSorts.cheques)
  const { params, filters, setFilter, setFilters, query } = place
  const role = $role.value
  const customer = customerId === undefined ? {} : { customer_id: String(customerId) }
  const { rows, totals } = useChequeRows({ page: params.page, per_page: params.perPage, ...query, ...customer })

  // A move changes the totals, the order's balance and the home's figures too: the move reads them again, the row is shown as answered meanwhile.
  const moves = useChequeMoves((cheque) => rows.setRow(cheque.id, (shown) => ({ ...cheque, key: shown.key })))
  const mayMove = chequeMovesFor(role, "in_hand").length > 0
  // The day's cheques in hand are ticked and deposited in one go.
  const bulk = useBulkDeposit(rows.page?.rows ?? [], role)
  const title = chequeListTitle(customerId === undefined ? undefined : { name: rows.page?.rows[0]?.customer_name })
  const halfOpen = halfOpenDueText(filters.from, filters.to)

  const columns: ReadonlyArray<Column<Row>> = [
    ...bulk.columns,
    // The row number gives its room to the Sayad ID and the names below 1536 px.
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "hidden w-14 tabular-nums 2xl:table-cell" },
    {
      id: "sayad_id",
      header: "شماره صیاد",
      cell: (row) => (
        <>
          <span className="block whitespace-nowrap">
            <SayadText id={row.sayad_id} />
          </span>
          {/* Below 1536 px the serial and the drawer columns give their room to the rest; they are told under the Sayad ID and the bank. */}
          <span className="block whitespace-nowrap text-xs text-gray-600 max-sm:hidden 2xl:hidden">
            سریال {toPersianDigits(row.serial)}
          </span>
        </>
      ),
      className: "hidden tabular-nums lg:table-cell",
    },
    {
      id: "serial",
      header: "سریال",
      cell: (row) => toPersianDigits(row.serial),
      className: "hidden tabular-nums whitespace-nowrap 2xl:table-cell",
    },
    {
      id: "bank",
      header: "بانک",
      cell: (row) => (
        <>
          <span className="line-clamp-2" title={toPersianDigits(row.bank)}>
            {toPersianDigits(row.bank)}
          </span>
          <span className="line-clamp-2 text-xs text-gray-600 max-sm:hidden" title={toPersianDigits(row.drawer)}>
            {toPersianDigits(row.drawer)}
          </span>
        </>
      ),
      className: "hidden min-w-28 2xl:table-cell",
    },
    { id: "drawer", header: "صادرکننده", cell: (row) => toPersianDigits(row.drawer), className: "hidden" },
    {
      id: "customer",
      header: "مشتری",
      sortKey: "customer",
      // Two lines at most at a desk, the whole name in the title.
      className: "min-w-36",
      cell: (row) => (
        <>
          <span className="line-clamp-2" title={toPersianDigits(row.customer_name)}>
            {toPersianDigits(row.customer_name)}
          </span>
          {/* Below 1536 px the bank (with its drawer) and below 768 px the state are shown under the customer instead. */}
          <span className="block text-xs text-gray-600 max-sm:hidden 2xl:hidden">{toPersianDigits(row.bank)}</span>
          <span className="line-clamp-2 text-xs text-gray-600 max-sm:hidden 2xl:hidden" title={toPersianDigits(row.drawer)}>
            {toPersianDigits(row.drawer)}
          </span>
          <span className="block text-xs text-gray-600 max-sm:hidden md:hidden">{chequeStateLabels[row.state]}</span>
        </>
      ),
    },
    {
      id: "invoice",
      header: "شماره فاکتور",
      cell: (row) => (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <Link
            to={`/dashboard/payments-and-checks/invoice/${row.invoice_id}`}
            aria-label={`پرداخت‌ها و چک‌های فاکتور ${toPersianDigits(row.serial_number)}`}
            className="text-sky-800 underline hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            {toPersianDigits(row.serial_number)}
          </Link>
          <InvoicePrintLink invoiceId={row.invoice_id} serial={row.serial_number} />
        </span>
      ),
      className: "hidden tabular-nums md:table-cell",
    },
    {
      id: "due_date",
      header: "تاریخ سررسید",
      sortKey: "due_date",
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap tabular-nums">{toPersianDigits(row.due_date)}</span>
          {row.due_soon && (
            // The class marks the row: the table's wrapper highlights every row holding a badge.
            <span className="due-soon inline-flex items-center gap-1 rounded-full sm:whitespace-nowrap bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-400">
              <span aria-hidden="true" className="i-tabler-alarm h-3.5 w-3.5" />
              {dueSoonBadge}
            </span>
          )}
        </div>
      ),
    },
    {
      id: "amount",
      header: "مبلغ (ریال)",
      cell: (row) => formatRials(row.amount),
      align: "end",
      className: "tabular-nums whitespace-nowrap",
      sortKey: "amount",
    },
    {
      id: "state",
      header: "وضعیت",
      cell: (row) => chequeStateLabels[row.state],
      className: "hidden whitespace-nowrap md:table-cell",
    },
    ...(mayMove
      ? [
          {
            id: "actions",
            header: "عملیات",
            cell: (row: Row) => (
              <ChequeMoveMenu
                sayadId={row.sayad_id}
                moves={chequeMovesFor(role, row.state)}
                onPick={(to) => moves.ask({ id: row.id, sayadId: row.sayad_id, to })}
              />
            ),
            className: "w-12",
          },
        ]
      : []),
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title={title} addLabel="">
        {customerId !== undefined && (
          <Link
            to="/dashboard/checks-list"
            className="inline-flex h-10 items-center rounded-lg px-3 text-sky-800 underline hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            همه چک‌ها
          </Link>
        )}
        <ExportButton
          fileName="cheques.xlsx"
          columns={{ ردیف: "number", "شماره فاکتور": "number", "تاریخ سررسید": "date", "مبلغ (ریال)": "number" }}
          download={() => downloadCheques(api, { ...query, ...customer })}
        />
      </ListHeader>
      <ListFilters
        search={filters.bank}
        onSearch={(text) => setFilter("bank", text)}
        searchLabel="جستجو در نام بانک"
        choices={[
          {
            name: "state",
            label: "وضعیت",
            value: filters.state,
            options: stateOptions,
            onChange: (value) => setFilter("state", value),
          },
        ]}
      >
        <PeriodPicker
          name="due"
          label="بازه سررسید"
          from={filters.from || null}
          to={filters.to || null}
          today={todayInTehran(clock.now())}
          onChange={(from, to) => setFilters({ from: from ?? "", to: to ?? "" })}
        />
        {/* Views are of the whole cheque list; one customer's cheques are reached from the customer. */}
        {customerId === undefined && <ViewMenu list="checks-list" />}
      </ListFilters>
      {halfOpen !== undefined && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
          <span>{halfOpen}</span>
          <button type="button" className={clearButton} onClick={() => setFilters({ from: "", to: "" })}>
            همه سررسیدها
          </button>
        </p>
      )}
      <ChequeTotals totals={totals} state={filters.state} onPick={(state) => setFilter("state", state)} />
      {/* A row holding the due-soon badge is highlighted as well; the badge says it in words, so colour is not the only sign. */}
      {bulk.panel}
      <div className={`[&_tr:has(.due-soon)]:bg-amber-50 ${selectedRowsClass}`}>
        <PagedTable caption={`فهرست ${title}`} columns={columns} rows={rows} place={place} />
      </div>
      <ChequeMoveDialog moves={moves} />
    </section>
  )
}
