import { paymentMethodLabels } from "../../../domain/finance/PaymentForm.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import type { InvoiceMoney } from "./api/orderQueries.ts"

const cell = "border-b border-gray-200 px-3 py-2 align-top"
const head = "border-b border-gray-300 bg-gray-50 px-3 py-2 text-start font-medium text-gray-700"

/** The payments taken on an invoice; on a phone each is a card of labelled lines (global.css, .list-table). */
export function PaymentsTable({ payments }: { readonly payments: InvoiceMoney["payments"] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="list-table w-full text-sm">
        <caption className="sr-only">پرداخت‌ها</caption>
        <thead>
          <tr>
            <th className={head}>تاریخ</th>
            <th className={head}>روش</th>
            <th className={`${head} text-end`}>مبلغ (ریال)</th>
            <th className={`${head} hidden sm:table-cell`}>شماره پیگیری</th>
            <th className={`${head} hidden md:table-cell`}>ثبت‌کننده</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label="تاریخ" className={`${cell} tabular-nums`}>
                {toPersianDigits(payment.date)}
              </td>
              <td data-label="روش" className={cell}>
                {paymentMethodLabels[payment.method]}
              </td>
              <td data-label="مبلغ (ریال)" className={`${cell} text-end tabular-nums`}>
                {formatRials(payment.amount)}
              </td>
              <td data-label="شماره پیگیری" className={`${cell} hidden tabular-nums sm:table-cell`}>
                {payment.tracking_number === null ? "—" : toPersianDigits(payment.tracking_number)}
              </td>
              <td data-label="ثبت‌کننده" className={`${cell} hidden md:table-cell`}>
                {payment.user_name ?? "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
