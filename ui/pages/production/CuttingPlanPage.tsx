import { useQuery } from "@tanstack/react-query"
import { Link, useParams } from "react-router"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { RetryButton } from "../../components/table/ListLoadFailed.tsx"
import { LoadFailed } from "../../state/queries.ts"
import { useServices } from "../../state/services.tsx"
import { PrintToolbar } from "../invoice/print/PrintToolbar.tsx"
import NotFoundPage from "../status/NotFoundPage.tsx"
import { batchQuery, type Batch, type BatchSheet } from "./api/batchQueries.ts"
import { materialText, sizeText, yieldText } from "./api/batchText.ts"
import { sourceText } from "./batchFacts.tsx"
import { labelsLink } from "./labels/labelsLink.ts"
import { PlanLegend, PlanSheet } from "./PlanSheet.tsx"
import "./cuttingPlan.css"

/** One printed page: the header, the sheet drawn to fill the page, and every piece's code and size in small print. */
function PlanPage({ batch, sheet }: { readonly batch: Batch; readonly sheet: BatchSheet }) {
  const count = batch.plan.sheets.length
  return (
    <article
      className="cutting-plan-page flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 print:h-[184mm] print:gap-1 print:overflow-hidden print:rounded-none print:border-0 print:p-0"
      data-testid="plan-page"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 text-gray-900">
        <p className="text-lg font-bold print:text-base">برنامه برش شماره {toPersianDigits(batch.id)}</p>
        <p className="font-bold">{materialText(batch)}</p>
        <p className="font-bold">
          برگ {toPersianDigits(sheet.number)} از {toPersianDigits(count)}
        </p>
        <p className="text-sm">
          {sourceText(sheet)}، {sizeText(sheet.width, sheet.height)} میلی‌متر، {toPersianDigits(sheet.pieces.length)} قطعه،{" "}
          {toPersianDigits(sheet.cuts.length)} برش
        </p>
        <p className="text-sm font-bold">بازده برگ {yieldText(sheet.yield_basis_points)}</p>
      </header>
      <PlanSheet sheet={sheet} className="h-auto max-h-[80vh] w-full print:h-[136mm] print:max-h-none" />
      <ul
        className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-gray-800 print:text-[7.5pt] print:leading-tight"
        aria-label="قطعه‌های این برگ"
      >
        {sheet.pieces.map((piece) => (
          <li key={piece.pane_id} className="whitespace-nowrap" data-code={piece.code}>
            <span dir="ltr" className="font-medium">
              {toPersianDigits(piece.code)}
            </span>{" "}
            <span className="tabular-nums">{sizeText(piece.width, piece.height)}</span>
            {piece.rotated && " (چرخیده)"}
          </li>
        ))}
      </ul>
      <div className="print:text-[7pt]">
        <PlanLegend />
      </div>
    </article>
  )
}

/**
 * `cutting-plan/{id}`: the printed cutting plan, one sheet to an A4 landscape page, drawn to scale with every piece's
 * code and size and the cuts numbered in cutting order; the print button opens the browser's print dialog.
 */
export default function CuttingPlanPage() {
  const { id } = useParams()
  const { api } = useServices()
  const number = id !== undefined && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0
  const query = useQuery({ ...batchQuery(api, number), enabled: number > 0 })
  const batch = query.data
  if (number === 0 || (query.error instanceof LoadFailed && query.error.status === 404)) return <NotFoundPage />
  if (query.isError && !query.isFetching)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-gray-800">
        <p>بارگذاری نقشه برش انجام نشد.</p>
        <RetryButton retry={() => void query.refetch()} />
      </div>
    )
  if (batch === undefined) return <p className="text-gray-600">در حال بارگذاری…</p>
  const sheets = batch.plan.sheets
  return (
    <section className="flex flex-col gap-4 print:block">
      <PrintToolbar title={`نقشه برش شماره ${toPersianDigits(batch.id)}`} backTo={`/dashboard/cutting-batch/${batch.id}`}>
        <span className="text-sm text-gray-700">
          {toPersianDigits(sheets.length)} برگ، بازده {yieldText(batch.yield_basis_points)}
        </span>
        <Link
          to={labelsLink("batch", batch.id)}
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-sky-700 bg-white px-4 font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className="i-tabler-qrcode h-5 w-5" />
          چاپ برچسب‌ها
        </Link>
      </PrintToolbar>
      <div className="flex flex-col gap-4 print:block">
        {sheets.map((sheet) => (
          <PlanPage key={sheet.number} batch={batch} sheet={sheet} />
        ))}
      </div>
    </section>
  )
}
