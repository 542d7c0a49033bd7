import { chequeStateLabels, chequeStates, type ChequeState } from "../../../domain/finance/ChequeStates.ts"
import { formatRialsWithUnit } from "../../../domain/money/Rials.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import type { ChequeTotals as Totals } from "./api/chequeQueries.ts"

interface ChequeTotalsProps {
  /** Undefined until the first page has answered. */
  readonly totals: Totals | undefined
  /** The state the list is filtered to ("" for all). */
  readonly state: string
  /** A card pressed: the list filtered to its state, or back to every state when it already was. */
  readonly onPick: (state: ChequeState | "") => void
}

/** The count and sum of each state's cheques under the list's other filters, as small cards that also filter the list. */
export function ChequeTotals({ totals, state, onPick }: ChequeTotalsProps) {
  return (
    <section aria-labelledby="cheque-totals" aria-busy={totals === undefined}>
      <h2 id="cheque-totals" className="sr-only">
        جمع چک‌ها به تفکیک وضعیت
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {chequeStates.map((each) => {
          const pressed = state === each
          const figures = totals?.[each]
          return (
            <li key={each}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onPick(pressed ? "" : each)}
                className={`flex w-full flex-col items-start gap-0.5 rounded-xl border p-3 text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
                  pressed
                    ? "border-sky-600 bg-sky-50 ring-1 ring-sky-600"
                    : "border-gray-200 bg-white hover:border-sky-300 hover:bg-sky-50"
                }`}
              >
                <span className="text-sm text-gray-700">{chequeStateLabels[each]}</span>
                {figures === undefined ? (
                  <span className="block h-10 w-3/4 animate-pulse rounded bg-gray-200" />
                ) : (
                  <>
                    <span className="text-lg font-bold text-gray-900">{toPersianDigits(figures.count)} چک</span>
                    <span className="text-xs tabular-nums text-gray-700">{formatRialsWithUnit(figures.amount)}</span>
                  </>
                )}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
