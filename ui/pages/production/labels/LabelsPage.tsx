import { useQuery } from "@tanstack/react-query"
import { useParams, useSearchParams } from "react-router"
import { labelSourceOf, type LabelSource } from "../../../../domain/production/LabelSource.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { RetryButton } from "../../../components/table/ListLoadFailed.tsx"
import { LoadFailed } from "../../../state/queries.ts"
import { useServices } from "../../../state/services.tsx"
import { PrintToolbar } from "../../invoice/print/PrintToolbar.tsx"
import NotFoundPage from "../../status/NotFoundPage.tsx"
import { labelsQuery, type Label } from "../api/labelQueries.ts"
import { LabelCard } from "./LabelCard.tsx"
import { labelFormatOf, labelFormats, type LabelFormat } from "./labelsLink.ts"
import "./labels.css"

/** Labels on one A4 sheet: 3 across, 8 down. */
const perSheet = 24

const formatLabels: Readonly<Record<LabelFormat, string>> = { sheet: "برگ A4 با ۲۴ برچسب", roll: "چاپگر برچسب ۱۰۰ × ۵۰" }

/** The page's title: what the labels are printed from. */
const titleOf = (source: LabelSource, labels: ReadonlyArray<Label> | undefined): string => {
  if (source.kind === "batch") return `برچسب‌های برنامه برش شماره ${toPersianDigits(source.id)}`
  if (source.kind === "piece") return `برچسب ${toPersianDigits(source.code)}`
  const serial = labels?.[0]?.serial_number
  return serial === undefined ? "برچسب‌های سفارش" : `برچسب‌های سفارش ${toPersianDigits(serial)}`
}

/** Where the back arrow leads: the batch, the piece's card, or the home (which lists the late orders). */
const backOf = (source: LabelSource): string =>
  source.kind === "batch"
    ? `/dashboard/cutting-batch/${source.id}`
    : source.kind === "piece"
      ? `/dashboard/piece/${encodeURIComponent(source.code)}`
      : "/dashboard"

/** The printed pages: 24 labels to an A4 sheet, or one label a page on the label printer. */
const pagesOf = (labels: ReadonlyArray<Label>, format: LabelFormat): ReadonlyArray<ReadonlyArray<Label>> =>
  format === "roll"
    ? labels.map((label) => [label])
    : Array.from({ length: Math.ceil(labels.length / perSheet) }, (_, page) =>
        labels.slice(page * perSheet, (page + 1) * perSheet),
      )

/** The format chooser of the toolbar, kept in the URL (`?format=sheet|roll`) so a printed link opens the same way. */
function FormatChoice({ format, onChoose }: { readonly format: LabelFormat; readonly onChoose: (format: LabelFormat) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">قالب چاپ</legend>
      {labelFormats.map((value) => (
        <label
          key={value}
          className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${format === value ? "border-sky-700 bg-sky-50 text-sky-900" : "border-gray-300 bg-white text-gray-800"}`}
        >
          <input
            type="radio"
            name="format"
            value={value}
            checked={format === value}
            onChange={() => onChoose(value)}
            className="accent-sky-700"
          />
          {formatLabels[value]}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * `labels/{batch|order|piece}/{id}?format=sheet|roll`: the labels of a cutting batch, an order or one code, drawn at
 * their printed size; the toolbar (never printed) chooses the format and opens the print dialog.
 */
export default function LabelsPage() {
  const { kind, id } = useParams()
  const [search, setSearch] = useSearchParams()
  const { api } = useServices()
  const source = labelSourceOf(kind, id)
  const format = labelFormatOf(search.get("format"))
  const query = useQuery({ ...labelsQuery(api, source ?? { kind: "batch", id: 1 }), enabled: source !== undefined })
  if (source === undefined || (query.error instanceof LoadFailed && query.error.status === 404)) return <NotFoundPage />
  const labels = query.data
  const choose = (next: LabelFormat) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current)
        params.set("format", next)
        return params
      },
      { replace: true },
    )
  const pages = labels === undefined ? [] : pagesOf(labels, format)
  return (
    <section className="flex flex-col gap-4 print:block">
      <PrintToolbar title={titleOf(source, labels)} backTo={backOf(source)}>
        {labels !== undefined && (
          <span className="text-sm text-gray-700">
            {toPersianDigits(labels.length)} برچسب
            {format === "sheet" && labels.length > 0 ? `، ${toPersianDigits(pages.length)} برگ` : ""}
          </span>
        )}
        <FormatChoice format={format} onChoose={choose} />
      </PrintToolbar>
      {query.isError && !query.isFetching ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-gray-800">
          <p>بارگذاری برچسب‌ها انجام نشد.</p>
          <RetryButton retry={() => void query.refetch()} />
        </div>
      ) : labels === undefined ? (
        <p className="text-gray-600">در حال بارگذاری…</p>
      ) : labels.length === 0 ? (
        <p className="text-gray-700">
          {source.kind === "order" ? "برچسبی برای چاپ نیست: این سفارش هنوز قطعه‌ای ندارد." : "برچسبی برای چاپ نیست."}
        </p>
      ) : (
        <div className="overflow-x-auto print:overflow-visible">
          <div className={`labels-print labels-${format}`} data-testid="labels" data-format={format}>
            {pages.map((page, index) => (
              <div key={page[0]?.code ?? index} className="labels-page" data-testid="labels-page">
                {page.map((label) => (
                  <LabelCard key={`${label.kind} ${label.code}`} label={label} format={format} />
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
