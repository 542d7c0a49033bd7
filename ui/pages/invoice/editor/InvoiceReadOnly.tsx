import { Option } from "effect"
import { Link } from "react-router"
import type { components } from "../../../../contract/schema.d.ts"
import { pricedParts } from "../../../../domain/invoice/PricedParts.ts"
import type { Catalog } from "../../../../domain/invoice/Catalog.ts"
import { invoiceKindLabels, invoiceStateLabels } from "../../../../domain/invoice/InvoiceOptions.ts"
import { kilogramsText, measureText, squareMetresText } from "../../../../domain/invoice/Measures.ts"
import { formatRials } from "../../../../domain/money/Rials.ts"
import { optionLabel, rackTypes, shippingTypes, type OptionItem } from "../../../../domain/options/Options.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { placeOf } from "../../../components/table/listPlaces.ts"
import { OrderProgress } from "../../production/progress/OrderProgress.tsx"
import { usePageTitle } from "../../../shell/usePageTitle.ts"
import { ReadOnlyMoves } from "./ReadOnlyMoves.tsx"

type Invoice = components["schemas"]["Invoice"]

const labelOf = (items: ReadonlyArray<OptionItem>, code: number | null): string =>
  code === null ? "—" : Option.getOrElse(optionLabel(items, code), () => "—")

/** An invoice that can no longer be changed, as it was saved: its particulars, its lines with their build-ups and figures, and its totals. */
export function InvoiceReadOnly({
  invoice,
  catalog,
  listPath,
  onMoved,
}: {
  readonly invoice: Invoice
  readonly catalog: Catalog
  readonly listPath: string
  /** After a move made here: the page reads the invoice again and opens it as it now stands. */
  readonly onMoved: () => void
}) {
  const title = `${invoiceKindLabels[invoice.kind]} شماره ${toPersianDigits(invoice.serial_number)}`
  usePageTitle(title)
  const particulars: ReadonlyArray<readonly [string, string]> = [
    ["مشتری", invoice.customer_name],
    ["کارشناس فروش", invoice.sales_expert_name ?? "—"],
    ["تاریخ", toPersianDigits(invoice.date)],
    ["وضعیت", invoiceStateLabels[invoice.state]],
    ["کرایه حمل", invoice.fare_title ?? "—"],
    ["نوع خرک", labelOf(rackTypes, invoice.rack_type)],
    ["نوع ارسال", labelOf(shippingTypes, invoice.shipping_type)],
    ["درصد تخفیف", `${measureText(invoice.discount_percent)}٪`],
  ]
  const totals: ReadonlyArray<readonly [string, string]> = [
    ["تعداد قطعه", toPersianDigits(invoice.pieces)],
    ["متراژ (متر مربع)", measureText(invoice.area)],
    ["وزن (کیلوگرم)", measureText(invoice.weight)],
    ["جمع ردیف‌ها (ریال)", formatRials(invoice.subtotal)],
    ["تخفیف (ریال)", formatRials(invoice.discount)],
    ["کرایه حمل (ریال)", formatRials(invoice.fare)],
    [`مالیات بر ارزش افزوده (${toPersianDigits(String(invoice.vat_rate)).replace(".", "٫")}٪) (ریال)`, formatRials(invoice.vat)],
    ["مبلغ کل (ریال)", formatRials(invoice.total)],
  ]
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-2">
        <Link
          to={placeOf(listPath)}
          aria-label="بازگشت به فهرست"
          title="بازگشت"
          className="flex h-9 w-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className="i-tabler-arrow-right h-5 w-5" />
        </Link>
        <h1 className="text-xl font-bold text-gray-900">{title}</h1>
        <div className="ms-auto">
          <ReadOnlyMoves invoice={invoice} onMoved={onMoved} />
        </div>
      </header>
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        این فاکتور در وضعیت «{invoiceStateLabels[invoice.state]}» است و دیگر ویرایش نمی‌شود؛ قیمت‌های آن همان‌هاست که هنگام ثبت
        محاسبه شد.{" "}
        <Link to={`/dashboard/show-invoice/${invoice.id}`} className="text-sky-800 underline">
          چاپ
        </Link>
        {"، "}
        <Link to={`/dashboard/dimension-maps/${invoice.kind}/${invoice.id}`} className="text-sky-800 underline">
          نقشه ابعاد
        </Link>
        {"، "}
        <Link to={`/dashboard/invoice-history/${invoice.id}`} className="text-sky-800 underline">
          تاریخچه
        </Link>
      </p>
      <dl className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {particulars.map(([term, value]) => (
          <div key={term}>
            <dt className="text-gray-600">{term}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
        {invoice.note !== null && (
          <div className="sm:col-span-2 lg:col-span-4">
            <dt className="text-gray-600">یادداشت</dt>
            <dd className="whitespace-pre-wrap break-words text-gray-900">{toPersianDigits(invoice.note)}</dd>
          </div>
        )}
      </dl>
      {invoice.kind === "formal" && <OrderProgress invoiceId={invoice.id} />}
      <ol className="flex flex-col gap-3" aria-label="ردیف‌های فاکتور">
        {invoice.lines.map((line, index) => (
          <li key={line.id} className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-bold text-gray-900">
                ردیف {toPersianDigits(index + 1)}: {toPersianDigits(line.product_name)}
              </h2>
              <p className="tabular-nums text-gray-900">{formatRials(line.amount)} ریال</p>
            </div>
            {/* The same priced parts the print and the dimension maps list: build-up, edge work, extra processes. */}
            <p className="mt-1 text-gray-800" data-priced-parts>
              {pricedParts(line, catalog).join("، ")}
            </p>
            <p className="mt-1 tabular-nums text-gray-700">
              {measureText(line.width)} × {measureText(line.height)} میلی‌متر، {measureText(line.count)} عدد،{" "}
              {squareMetresText(Math.round(line.area * 1_000_000) * line.count)} متر مربع،{" "}
              {kilogramsText(Math.round(line.weight * 1000))} کیلوگرم
            </p>
            {line.note !== null && <p className="mt-1 break-words text-gray-700">یادداشت: {toPersianDigits(line.note)}</p>}
          </li>
        ))}
      </ol>
      <section aria-label="جمع فاکتور" className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
        <dl className="grid gap-x-8 sm:grid-cols-2">
          {totals.map(([term, value]) => (
            <div key={term} className="flex items-baseline justify-between gap-4 py-1">
              <dt className="text-gray-700">{term}</dt>
              <dd className="tabular-nums text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-gray-800">
          <span className="text-gray-600">به حروف: </span>
          {invoice.total_in_words}
        </p>
      </section>
    </section>
  )
}
