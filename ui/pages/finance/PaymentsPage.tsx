import { useSignals } from "@preact/signals-react/runtime"
import { useRef, useState } from "react"
import { Link, useParams } from "react-router"
import { todayInTehran } from "../../../domain/calendar/Jalali.ts"
import {
  chequeMoveLabels,
  chequeMoveQuestion,
  chequeMovesFrom,
  chequeStateLabels,
  type ChequeState,
} from "../../../domain/finance/ChequeStates.ts"
import { orderStateLabels } from "../../../domain/finance/OrderStates.ts"
import { OrderProgress } from "../production/progress/OrderProgress.tsx"
import { readsAsRecordId } from "../../../domain/identifiers/RecordId.ts"
import { invoiceKindLabels } from "../../../domain/invoice/InvoiceOptions.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.tsx"
import { useRecordQuery } from "../../components/form/useEditLoad.ts"
import { RetryButton } from "../../components/table/ListLoadFailed.tsx"
import { showToast } from "../../components/toast/toast.ts"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { refusalText, SaveRefused } from "../../state/saveRefused.ts"
import { useServices } from "../../state/services.tsx"
import { $role } from "../../state/session.ts"
import NotFoundPage from "../status/NotFoundPage.tsx"
import { useAddCheque, useAddPayment, useMoveCheque } from "./api/chequeQueries.ts"
import { invoiceMoneyQuery, orderQuery, type InvoiceMoney as Money } from "./api/orderQueries.ts"
import { ChequeDialog, PaymentDialog, type SaveOutcome } from "./paymentDialogs.tsx"
import { PaymentsTable } from "./PaymentsTable.tsx"
import { SayadText } from "./SayadText.tsx"

type Cheque = Money["cheques"][number]

const backLink = "text-sky-800 underline hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-600"
const cell = "border-b border-gray-200 px-3 py-2 align-top"
const head = "border-b border-gray-300 bg-gray-50 px-3 py-2 text-start font-medium text-gray-700"

function Figure({ label, value, strong = false }: { readonly label: string; readonly value: number; readonly strong?: boolean }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className={`mt-1 tabular-nums ${strong ? "text-2xl font-bold text-gray-900" : "text-xl font-semibold text-gray-900"}`}>
        {formatRials(value)} <span className="text-sm font-normal text-gray-600">ریال</span>
      </dd>
    </div>
  )
}

/**
 * `payments-and-checks/{type}/{id}`: an invoice's money at a glance (total, paid, cheques in hand, remaining), its
 * payments and cheques, adding either in a dialog that checks as the user types, and each cheque's state moves, asked first.
 */
export default function PaymentsPage() {
  useSignals()
  const { api, clock } = useServices()
  const { type, id } = useParams()
  const raw = id !== undefined && readsAsRecordId(id) ? Number(id) : undefined
  const byOrder = type === "order"
  // An order's page is its invoice's: the order names the invoice it belongs to.
  const order = useRecordQuery(orderQuery(api, raw ?? 0), byOrder && raw !== undefined)
  const invoiceId = byOrder ? order.data?.invoice_id : raw
  const money = useRecordQuery(invoiceMoneyQuery(api, invoiceId ?? 0), invoiceId !== undefined)
  const role = $role.value
  const mayWrite = role === "super-admin" || role === "financial-manager"
  const today = todayInTehran(clock.now())
  const [adding, setAdding] = useState<"payment" | "cheque" | null>(null)
  const [asked, setAsked] = useState<{ readonly cheque: Cheque; readonly to: ChequeState } | null>(null)
  const addingPayment = useAddPayment()
  const addingCheque = useAddCheque()
  const moving = useMoveCheque()
  // A save or a move reads the money again: the page keeps showing what it had meanwhile, so focus and scroll stay.
  const last = useRef<Money | undefined>(undefined)
  if (money.data !== undefined) last.current = money.data
  const shown = money.data ?? (last.current?.invoice_id === invoiceId ? last.current : undefined)
  usePageTitle(
    shown
      ? `پرداخت‌ها و چک‌های ${invoiceKindLabels[shown.kind]} شماره ${toPersianDigits(shown.serial_number)}`
      : "پرداخت‌ها و چک‌ها",
  )

  if ((type !== "invoice" && type !== "order") || raw === undefined || order.state === "missing" || money.state === "missing")
    return <NotFoundPage />
  if (order.state === "failed" || money.state === "failed")
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-gray-800">
        <p>بارگذاری پرداخت‌ها انجام نشد.</p>
        <RetryButton retry={() => (order.state === "failed" ? order.retry() : money.retry())} />
      </div>
    )
  if (shown === undefined) return <p className="text-gray-600">در حال بارگذاری…</p>

  /** Sends a payment or a cheque; a 201 closes the dialog with a toast, a 422 answers its field messages. */
  const save = async (send: () => Promise<unknown>): Promise<SaveOutcome> => {
    try {
      await send()
      showToast({ kind: "success", text: "با موفقیت افزوده شد" })
      setAdding(null)
      return null
    } catch (error) {
      showToast({ kind: "error", text: refusalText(error) })
      return error instanceof SaveRefused ? error.fields : {}
    }
  }
  const invoice = shown.invoice_id

  const moveCheque = () => {
    if (asked === null) return
    moving.mutate(
      { id: asked.cheque.id, to: asked.to },
      {
        onSuccess: () => showToast({ kind: "success", text: "انجام شد" }),
        onError: (error) => showToast({ kind: "error", text: refusalText(error) }),
        onSettled: () => setAsked(null),
      },
    )
  }

  const title = `پرداخت‌ها و چک‌های ${invoiceKindLabels[shown.kind]} شماره ${toPersianDigits(shown.serial_number)}`
  const takes = mayWrite && shown.accepts_payments && shown.payable > 0
  return (
    <section className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-gray-900">{title}</h1>
          <p className="text-sm text-gray-700">
            {shown.customer_name}
            {shown.production_state !== null && <> — وضعیت تولید: {orderStateLabels[shown.production_state]}</>}
          </p>
          {/* The way back from the money to the invoice, its print and its order. */}
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to={`/dashboard/invoice-editor/${shown.kind}/${shown.invoice_id}`} className={backLink}>
              مشاهده فاکتور
            </Link>
            <Link to={`/dashboard/show-invoice/${shown.invoice_id}`} className={backLink}>
              چاپ فاکتور
            </Link>
            {shown.production_state !== null && (
              <Link to={`/dashboard/order-list?serial_number=${shown.serial_number}`} className={backLink}>
                سفارش
              </Link>
            )}
          </p>
        </div>
        {takes && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setAdding("payment")}
              className="h-10 rounded-lg bg-sky-700 px-4 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
            >
              افزودن پرداخت
            </button>
            <button
              type="button"
              onClick={() => setAdding("cheque")}
              className="h-10 rounded-lg border border-sky-700 px-4 font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
            >
              افزودن چک
            </button>
          </div>
        )}
      </header>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="مانده حساب">
        <Figure label="مبلغ کل" value={shown.total} />
        <Figure label="پرداخت‌شده" value={shown.paid} />
        <Figure label="چک‌های در جریان" value={shown.in_cheques} />
        <Figure label="مانده" value={shown.remaining} strong />
      </dl>
      {!shown.accepts_payments && <p className="text-sm text-gray-700">این فاکتور اکنون پرداخت یا چک نمی‌پذیرد.</p>}
      <OrderProgress invoiceId={shown.invoice_id} />

      <section aria-labelledby="payments-title" className="flex flex-col gap-2">
        <h2 id="payments-title" className="text-base font-semibold text-gray-900">
          پرداخت‌ها
        </h2>
        {shown.payments.length === 0 ? (
          <p className="text-sm text-gray-600">پرداختی ثبت نشده است.</p>
        ) : (
          <PaymentsTable payments={shown.payments} />
        )}
      </section>

      <section aria-labelledby="cheques-title" className="flex flex-col gap-2">
        <h2 id="cheques-title" className="text-base font-semibold text-gray-900">
          چک‌ها
        </h2>
        {shown.cheques.length === 0 ? (
          <p className="text-sm text-gray-600">چکی ثبت نشده است.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table className="list-table w-full text-sm">
              <caption className="sr-only">چک‌ها</caption>
              <thead>
                <tr>
                  <th className={head}>شناسه صیادی</th>
                  <th className={`${head} hidden md:table-cell`}>بانک</th>
                  <th className={`${head} hidden lg:table-cell`}>صادرکننده</th>
                  <th className={head}>سررسید</th>
                  <th className={`${head} text-end`}>مبلغ (ریال)</th>
                  <th className={head}>وضعیت</th>
                  {mayWrite && <th className={head}>عملیات</th>}
                </tr>
              </thead>
              <tbody>
                {shown.cheques.map((cheque) => (
                  <tr key={cheque.id}>
                    <td data-label="شناسه صیادی" className={`${cell} tabular-nums`}>
                      <span className="block whitespace-nowrap">
                        <SayadText id={cheque.sayad_id} />
                      </span>
                      <span className="block text-xs text-gray-600">سریال {toPersianDigits(cheque.serial)}</span>
                    </td>
                    <td data-label="بانک" className={`${cell} hidden md:table-cell`}>
                      {cheque.bank}
                    </td>
                    <td data-label="صادرکننده" className={`${cell} hidden lg:table-cell`}>
                      {cheque.drawer}
                    </td>
                    <td data-label="سررسید" className={`${cell} whitespace-nowrap tabular-nums`}>
                      {toPersianDigits(cheque.due_date)}
                    </td>
                    <td data-label="مبلغ (ریال)" className={`${cell} whitespace-nowrap text-end tabular-nums`}>
                      {formatRials(cheque.amount)}
                    </td>
                    <td data-label="وضعیت" className={`${cell} whitespace-nowrap`}>
                      {chequeStateLabels[cheque.state]}
                    </td>
                    {mayWrite && (
                      <td data-column="actions" className={cell}>
                        <div className="flex flex-wrap gap-1">
                          {chequeMovesFrom(cheque.state).map((to) => (
                            <button
                              key={to}
                              type="button"
                              onClick={() => setAsked({ cheque, to })}
                              aria-label={`${chequeMoveLabels[to as Exclude<ChequeState, "in_hand">]} چک ${toPersianDigits(cheque.sayad_id)}`}
                              className="whitespace-nowrap rounded-md border border-gray-300 px-2 py-1 text-xs text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
                            >
                              {chequeMoveLabels[to as Exclude<ChequeState, "in_hand">]}
                            </button>
                          ))}
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {adding === "payment" && (
        <PaymentDialog
          today={today}
          payable={shown.payable}
          onClose={() => setAdding(null)}
          onSave={(body) => save(() => addingPayment.mutateAsync({ invoiceId: invoice, body }))}
        />
      )}
      {adding === "cheque" && (
        <ChequeDialog
          today={today}
          payable={shown.payable}
          onClose={() => setAdding(null)}
          onSave={(body) => save(() => addingCheque.mutateAsync({ invoiceId: invoice, body }))}
        />
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked === null ? "" : chequeMoveLabels[asked.to as Exclude<ChequeState, "in_hand">]}
        description={asked === null ? undefined : toPersianDigits(chequeMoveQuestion(asked.cheque.sayad_id, asked.to))}
        confirmLabel={asked === null ? undefined : chequeMoveLabels[asked.to as Exclude<ChequeState, "in_hand">]}
        destructive={asked?.to === "bounced" || asked?.to === "returned"}
        busy={moving.isPending}
        onConfirm={moveCheque}
        onCancel={() => setAsked(null)}
      />
    </section>
  )
}
