import { useSignals } from "@preact/signals-react/runtime"
import { backToListOf } from "../invoiceListRoute.ts"
import { useParams } from "react-router"
import type { components } from "../../../../contract/schema.d.ts"
import { pricedParts, type PartNames } from "../../../../domain/invoice/PricedParts.ts"
import { invoiceKindLabels, invoiceKinds } from "../../../../domain/invoice/InvoiceOptions.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { RetryButton } from "../../../components/table/ListLoadFailed.tsx"
import { usePageTitle } from "../../../shell/usePageTitle.ts"
import { $role } from "../../../state/session.ts"
import NotFoundPage from "../../status/NotFoundPage.tsx"
import { useInvoiceCatalog } from "../api/invoiceQueries.ts"
import { PieceDrawing } from "./PieceDrawing.tsx"
import { PrintToolbar } from "./PrintToolbar.tsx"
import { usePrintableInvoice } from "./usePrintableInvoice.ts"

type Invoice = components["schemas"]["Invoice"]
type Line = Invoice["lines"][number]

/** Without the catalog a build-up is still written, by thickness and material only. */
const noNames: PartNames = { glassTypes: [], laminateColors: [], spacers: [], descriptions: [] }

const isKindWord = (word: string | undefined): boolean => invoiceKinds.some((kind) => kind === word)

/** One piece: what the cutting floor reads about it, its row first, then its drawing (the card's last and lowest part). */
function PieceCard({
  line,
  row,
  serial,
  names,
}: {
  readonly line: Line
  readonly row: number
  readonly serial: string
  readonly names: PartNames
}) {
  const [buildUp, ...processes] = pricedParts(line, names)
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 [break-inside:avoid] print:gap-1 print:rounded-none print:border-gray-400 print:p-2">
      <figcaption className="flex flex-col gap-0.5 text-sm text-gray-800 print:text-xs">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="text-base font-bold text-gray-900 print:text-sm">ردیف {toPersianDigits(row)}</span>
          <span className="hidden text-gray-600 print:inline">فاکتور شماره {serial}</span>
        </p>
        <p>
          {toPersianDigits(line.product_name)}، تعداد: {toPersianDigits(line.count)} عدد
          {processes.map((part) => `، ${part}`)}
        </p>
        <p>{buildUp}</p>
        {line.note !== null && line.note !== "" && <p className="text-gray-700">توضیح: {line.note}</p>}
      </figcaption>
      <PieceDrawing row={row} width={line.width} height={line.height} />
    </figure>
  )
}

/**
 * `dimension-maps/{invoiceStatus}/{id}`: every line's piece drawn to scale with its dimensions in mm, its row, count and
 * build-up, for the cutting floor; prints on A4, several pieces a page, none cut across pages. An invoice the user may
 * not read is answered 404 by the server and shown as the not-found page.
 */
export default function DimensionMapsPage() {
  useSignals()
  const { invoiceStatus, id } = useParams()
  const { invoice, catalog } = usePrintableInvoice(id)
  // The same query as the hook's, read for its state: the page waits for the names rather than print without them.
  const names = useInvoiceCatalog(true, true)
  const role = $role.value
  const shown = invoice.data
  const missing = !isKindWord(invoiceStatus) || invoice.state === "missing"
  // Once loaded the toolbar names the tab, and the not-found page names its own.
  usePageTitle(shown === undefined && !missing ? "نقشه ابعاد" : null)

  if (missing) return <NotFoundPage />
  if (invoice.state === "failed")
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-gray-800">
        <p>بارگذاری نقشه ابعاد انجام نشد.</p>
        <RetryButton retry={invoice.retry} />
      </div>
    )
  if (shown === undefined || names.isPending) return <p className="text-gray-600">در حال بارگذاری…</p>

  // The kind is the invoice's own: a link made before a quotation became a formal invoice still opens it rightly named.
  const serial = toPersianDigits(shown.serial_number)
  const title = `نقشه ابعاد ${invoiceKindLabels[shown.kind]} شماره ${serial}`
  const backTo = backToListOf(role, shown.kind)
  return (
    <section className="flex flex-col gap-4 print:gap-3 print:px-[0.5mm]">
      <PrintToolbar title={title} backTo={backTo} />
      <header className="flex flex-col gap-1 text-gray-800">
        <p className="hidden text-lg font-bold text-gray-900 print:block">{title}</p>
        <p>
          مشتری: {toPersianDigits(shown.customer_name)}،{" "}
          <span className="whitespace-nowrap">تاریخ: {toPersianDigits(shown.date)}</span>
        </p>
        <p className="text-sm text-gray-600">
          {toPersianDigits(shown.lines.length)} ردیف، {toPersianDigits(shown.pieces)} قطعه، اندازه‌ها به میلی‌متر
        </p>
      </header>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
        {shown.lines.map((line, index) => (
          <PieceCard key={line.id} line={line} row={index + 1} serial={serial} names={catalog?.catalog ?? noNames} />
        ))}
      </div>
    </section>
  )
}
