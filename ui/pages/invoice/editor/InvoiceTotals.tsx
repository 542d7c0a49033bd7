import { useSignals } from "@preact/signals-react/runtime"
import { Result } from "effect"
import { formatRials } from "../../../../domain/money/Rials.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { invoiceMessages } from "../../../../domain/invoice/InvoiceMessages.ts"
import { kilogramsText, squareMetresText } from "../../../../domain/invoice/Measures.ts"
import type { InvoiceDraft } from "./invoiceDraft.ts"

const row = "flex items-baseline justify-between gap-4 py-1"

/** The invoice's figures as the user types: pieces, area and weight, subtotal, discount, fare, VAT, total and the total in words. */
export function InvoiceTotals({ draft }: { readonly draft: InvoiceDraft }) {
  useSignals()
  const totals = draft.$totals.value
  if (Result.isFailure(totals))
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        {invoiceMessages.totalTooLarge}
      </p>
    )
  const figures = totals.success
  const rate = toPersianDigits(String(figures.vat_basis_points / 100)).replace(".", "٫")
  return (
    <section aria-label="جمع فاکتور" className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
      <h2 className="mb-2 font-bold text-gray-900">جمع فاکتور</h2>
      <dl className="grid gap-x-8 sm:grid-cols-2">
        <div className={row}>
          <dt className="text-gray-700">تعداد قطعه</dt>
          <dd className="tabular-nums">{toPersianDigits(figures.pieces)}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">جمع ردیف‌ها (ریال)</dt>
          <dd className="tabular-nums">{formatRials(figures.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">متراژ (متر مربع)</dt>
          <dd className="tabular-nums">{squareMetresText(figures.area_mm2)}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">تخفیف (ریال)</dt>
          <dd className="tabular-nums">{formatRials(figures.discount)}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">وزن (کیلوگرم)</dt>
          <dd className="tabular-nums">{kilogramsText(figures.weight_grams)}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">کرایه حمل (ریال)</dt>
          <dd className="tabular-nums">{formatRials(figures.fare)}</dd>
        </div>
        <div className={`${row} sm:col-start-2`}>
          <dt className="text-gray-700">مالیات بر ارزش افزوده ({rate}٪) (ریال)</dt>
          <dd className="tabular-nums">{formatRials(figures.vat)}</dd>
        </div>
        <div className={`${row} border-t border-gray-200 font-bold sm:col-start-2`}>
          <dt className="text-gray-900">مبلغ کل (ریال)</dt>
          <dd className="tabular-nums text-gray-900">{formatRials(figures.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-gray-800">
        <span className="text-gray-600">به حروف: </span>
        {figures.total_in_words}
      </p>
    </section>
  )
}

/** The total alone, for the bar that stays in sight while the lines scroll. */
export function TotalOutput({ draft }: { readonly draft: InvoiceDraft }) {
  useSignals()
  const totals = draft.$totals.value
  return (
    <output id="invoice-total" aria-live="off" className="tabular-nums font-bold text-gray-900">
      {Result.isSuccess(totals) ? formatRials(totals.success.total) : "—"}
    </output>
  )
}
