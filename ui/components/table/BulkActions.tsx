import { useEffect, useRef, type ReactNode } from "react"
import { Link } from "react-router"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { ConfirmDialog } from "../dialog/ConfirmDialog.tsx"
import { bulkSummaryText, selectedCountText } from "./rowSelection.ts"
import type { BulkAction } from "./useBulkAction.ts"

/** The words of one bulk action. */
export interface BulkTexts<Row> {
  /** The toolbar's button: «تایید گروهی». */
  readonly action: string
  /** The dialog's question, naming how many: «تایید ۳ پیش‌فاکتور؟». */
  readonly question: (count: number) => string
  /** The dialog's confirm button. */
  readonly confirm: string
  /** How a row is named in the answers: «پیش‌فاکتور ۱۰۴۱». */
  readonly rowName: (row: Row) => ReactNode
  /** A row's answer when done: «تایید شد». */
  readonly done: string
  /** The answers' heading: «نتیجه تایید گروهی». */
  readonly resultsTitle: string
  /** Where a row done can be opened from its answer (the formal invoice it became), if anywhere. */
  readonly open?: (row: Row) => { readonly to: string; readonly label: string }
}

const button = "h-9 rounded-lg px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"

/** The toolbar over a list with ticked rows (their count and the action), its question, and each row's answer after it. */
export function BulkActions<Row extends { readonly id: number }>({
  bulk,
  texts,
}: {
  readonly bulk: BulkAction<Row>
  readonly texts: BulkTexts<Row>
}) {
  const count = bulk.selection.selectedRows.length
  return (
    <>
      {count > 0 && (
        <div
          role="toolbar"
          aria-label="کار گروهی روی ردیف‌های انتخاب‌شده"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-sky-200 bg-sky-50 px-3 py-2"
        >
          <p aria-live="polite" className="me-auto text-sm font-medium text-sky-900">
            {selectedCountText(count)}
          </p>
          <button type="button" onClick={bulk.selection.clear} className={`${button} text-sky-800 underline hover:bg-sky-100`}>
            لغو انتخاب
          </button>
          <button type="button" onClick={bulk.ask} className={`${button} bg-sky-700 font-medium text-white hover:bg-sky-800`}>
            {texts.action}
          </button>
        </div>
      )}
      {bulk.outcomes !== null && <BulkResults bulk={bulk} texts={texts} />}
      <ConfirmDialog
        open={bulk.asked !== null}
        title={bulk.asked === null ? "" : texts.question(bulk.asked.length)}
        description="هر مورد جداگانه بررسی و پاسخ داده می‌شود؛ اگر یکی پذیرفته نشود، بقیه انجام می‌شوند."
        confirmLabel={texts.confirm}
        busy={bulk.busy}
        onConfirm={bulk.confirm}
        onCancel={bulk.cancel}
      />
    </>
  )
}

/** Each row's answer, done or refused with the server's reason; focus moves here once the dialog closes. */
function BulkResults<Row extends { readonly id: number }>({
  bulk,
  texts,
}: {
  readonly bulk: BulkAction<Row>
  readonly texts: BulkTexts<Row>
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const outcomes = bulk.outcomes ?? []
  // After the dialog has given the focus back (its button gone with the selection), the answers take it.
  useEffect(() => {
    const later = setTimeout(() => heading.current?.focus(), 0)
    return () => clearTimeout(later)
  }, [bulk.outcomes])
  const done = outcomes.filter((outcome) => outcome.done).length
  return (
    <section aria-labelledby="bulk-results-title" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-start gap-2">
        <h2
          id="bulk-results-title"
          ref={heading}
          tabIndex={-1}
          className="me-auto text-base font-bold text-gray-900 focus:outline-none"
        >
          {texts.resultsTitle}
        </h2>
        <button
          type="button"
          onClick={bulk.dismiss}
          className={`${button} h-8 border border-gray-300 text-gray-800 hover:bg-gray-50`}
        >
          بستن
        </button>
      </div>
      <p className="mt-1 text-sm text-gray-700">{bulkSummaryText(done, outcomes.length - done)}</p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {outcomes.map((outcome) => (
          <li key={outcome.row.id} className="flex items-start gap-2" data-outcome={outcome.done ? "done" : "refused"}>
            <span
              aria-hidden="true"
              className={`mt-0.5 h-4 w-4 shrink-0 ${outcome.done ? "i-tabler-circle-check text-green-700" : "i-tabler-alert-circle text-red-700"}`}
            />
            <span>
              <span className="font-medium">{texts.rowName(outcome.row)}</span>
              {": "}
              {outcome.done ? texts.done : `پذیرفته نشد، ${toPersianDigits(outcome.reason)}`}
              {/* Inside the sentence, so on a phone the link wraps after it instead of standing in a column beside it. */}
              {outcome.done && texts.open !== undefined && (
                <>
                  {" "}
                  <Link
                    to={texts.open(outcome.row).to}
                    className="whitespace-nowrap text-sky-800 underline hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-600"
                  >
                    {texts.open(outcome.row).label}
                  </Link>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
