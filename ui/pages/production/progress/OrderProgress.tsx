import { useQuery } from "@tanstack/react-query"
import { orderStateLabels } from "../../../../domain/finance/OrderStates.ts"
import { stationLabels } from "../../../../domain/production/Stations.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { useServices } from "../../../state/services.tsx"
import { invoicePiecesQuery } from "../api/progressQueries.ts"

/**
 * The production progress of the order an invoice became, as sales read it (production.md section 1): its state, the date
 * it is expected ready, and per station how many units are done; no plan, no price. Nothing shows before the order has
 * pieces, or to a reader the server does not answer.
 */
export function OrderProgress({ invoiceId }: { readonly invoiceId: number }) {
  const { api } = useServices()
  const query = useQuery(invoicePiecesQuery(api, invoiceId))
  const pieces = query.data
  if (pieces === undefined || pieces.units.length === 0) return null
  return (
    <section
      aria-labelledby="order-progress"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm"
      data-testid="order-progress"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-progress" className="font-bold text-gray-900">
          پیشرفت تولید سفارش {toPersianDigits(pieces.serial_number)}
        </h2>
        <p className="text-gray-800">
          {orderStateLabels[pieces.production_state]}
          {" · "}
          {pieces.expected_ready_date !== null
            ? `آماده شدن تا ${toPersianDigits(pieces.expected_ready_date)}`
            : pieces.production_state === "ready" || pieces.production_state === "delivered"
              ? "همه واحدها کنترل کیفیت شده‌اند"
              : "موعد آماده شدن هنوز تعیین نشده است"}
        </p>
      </div>
      <ul className="grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {pieces.progress.map((step) => (
          <li key={step.station} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-gray-900">{stationLabels[step.station]}</span>
              <span className="tabular-nums text-gray-700">
                {toPersianDigits(step.done)} از {toPersianDigits(step.total)} واحد
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={stationLabels[step.station]}
              aria-valuemin={0}
              aria-valuemax={step.total}
              aria-valuenow={step.done}
              aria-valuetext={`${toPersianDigits(step.done)} از ${toPersianDigits(step.total)} واحد`}
              className="h-2 overflow-hidden rounded-full bg-gray-200"
            >
              <div
                className={`h-full rounded-full ${step.done === step.total ? "bg-emerald-600" : "bg-sky-600"}`}
                style={{ width: `${step.total === 0 ? 0 : (100 * step.done) / step.total}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
