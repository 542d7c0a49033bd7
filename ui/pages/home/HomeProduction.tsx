import { useQuery } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { Link } from "react-router"
import { breakageReasonLabels } from "../../../domain/production/Breakage.ts"
import { stationLabels } from "../../../domain/production/Stations.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { RetryButton } from "../../components/table/ListLoadFailed.tsx"
import { formatDateTime } from "../../shell/formatTime.ts"
import { useServices } from "../../state/services.tsx"
import { homeQuery } from "../production/api/homeQueries.ts"
import { materialText, squareMetres, yieldText } from "../production/api/batchText.ts"
import { newBatchPath } from "../production/api/queueQueries.ts"

const panel = "flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
const link = "text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"

/** A panel of the production home: a heading, an optional link to its full screen, and its rows or an empty line. */
function Panel({
  title,
  to,
  toLabel,
  empty,
  children,
}: {
  readonly title: string
  readonly to?: string
  readonly toLabel?: string
  readonly empty: string | null
  readonly children: ReactNode
}) {
  return (
    <div className={panel}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-gray-900">{title}</h3>
        {to !== undefined && (
          <Link to={to} className={`${link} text-sm`}>
            {toLabel}
          </Link>
        )}
      </div>
      {empty === null ? children : <p className="text-sm text-gray-600">{empty}</p>}
    </div>
  )
}

/**
 * The production manager's panel on the home (the super-admin's too): this week's yield, the panes waiting per material,
 * the batches released and not yet cut, the orders late against their promised date, what each station has waiting and
 * this week's breakage per station and reason.
 */
export function HomeProduction() {
  const { api } = useServices()
  const query = useQuery(homeQuery(api))
  const home = query.data
  if (query.isError && !query.isFetching)
    return (
      <section role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="text-red-900">دریافت اطلاعات تولید ممکن نشد.</p>
        <RetryButton retry={() => void query.refetch()} />
      </section>
    )
  if (home === undefined) return <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-gray-200" />
  const { week } = home
  return (
    <section aria-labelledby="home-production" className="flex flex-col gap-3" data-testid="home-production">
      <h2 id="home-production" className="text-base font-bold text-gray-900">
        تولید
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
        <div className={panel}>
          <h3 className="font-bold text-gray-900">بازده برش این هفته</h3>
          <p className="text-3xl font-bold text-gray-900" data-testid="week-yield">
            {week.yield_basis_points === null ? "—" : yieldText(week.yield_basis_points)}
          </p>
          <p className="text-sm text-gray-700">
            {toPersianDigits(week.batches)} برنامه آزادشده، {toPersianDigits(week.sheets)} برگ · از {toPersianDigits(week.from)}{" "}
            تا {toPersianDigits(week.to)}
          </p>
        </div>
        <Panel
          title="صف برش"
          to="/dashboard/cutting-queue"
          toLabel="همه صف برش"
          empty={home.queue.length === 0 ? "قطعه‌ای در انتظار برش نیست" : null}
        >
          <ul className="flex flex-col divide-y divide-gray-100 text-sm">
            {home.queue.map((material) => (
              <li
                key={`${material.glass_type_id}-${material.glass_width_id}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span>
                  <span className="font-medium text-gray-900">{materialText(material)}</span>{" "}
                  <span className="text-gray-700">
                    {toPersianDigits(material.panes)} قطعه، {squareMetres(material.area_mm2)} م²
                    {material.remakes > 0 && `، ${toPersianDigits(material.remakes)} بازسازی`}
                  </span>
                </span>
                <Link to={newBatchPath(material)} className={link}>
                  برنامه برش
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel
          title="برنامه‌های در حال برش"
          to="/dashboard/cutting-batch-list?state=released"
          toLabel="همه برنامه‌ها"
          empty={home.in_progress.length === 0 ? "برنامه‌ای در حال برش نیست" : null}
        >
          <ul className="flex flex-col divide-y divide-gray-100 text-sm">
            {home.in_progress.map((batch) => (
              <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/dashboard/cutting-batch/${batch.id}`} className={link}>
                  برنامه {toPersianDigits(batch.id)} — {materialText(batch)}
                </Link>
                <span className="text-gray-700">
                  {toPersianDigits(batch.sheets)} برگ، بازده {yieldText(batch.yield_basis_points)}
                  {batch.released_at !== null && ` · ${formatDateTime(batch.released_at)}`}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="سفارش‌های دیرکرد" empty={home.late_orders.length === 0 ? "سفارش دیرکردی نیست" : null}>
          <ul className="flex flex-col divide-y divide-gray-100 text-sm">
            {home.late_orders.map((order) => (
              <li key={order.order_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-gray-900">سفارش {toPersianDigits(order.serial_number)}</span>{" "}
                  {order.customer_name}
                </span>
                <span className="text-red-800">
                  موعد {toPersianDigits(order.promised_date)}، {toPersianDigits(order.panes_waiting)} قطعه در انتظار برش
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel
          title="در انتظار هر ایستگاه"
          empty={home.stations.every((load) => load.panes === 0) ? "قطعه‌ای در انتظار ایستگاه‌ها نیست" : null}
        >
          <ul className="grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-2" data-testid="home-stations">
            {home.stations.map((load) => (
              <li key={load.station} className="flex items-center justify-between gap-2 border-b border-gray-100 py-2">
                <Link to={`/dashboard/station/${load.station}`} className={link}>
                  {stationLabels[load.station]}
                </Link>
                <span className={load.panes === 0 ? "text-gray-500" : "font-medium text-gray-900"}>
                  {toPersianDigits(load.panes)} قطعه
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="شکستگی این هفته" empty={home.breakage.length === 0 ? "این هفته شکستگی گزارش نشده است" : null}>
          <ul className="flex flex-col divide-y divide-gray-100 text-sm" data-testid="home-breakage">
            {home.breakage.map((broken) => (
              <li key={`${broken.station}-${broken.reason}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-gray-900">{stationLabels[broken.station]}</span>{" "}
                  <span className="text-gray-700">— {breakageReasonLabels[broken.reason]}</span>
                </span>
                <span className="text-red-800">{toPersianDigits(broken.panes)} قطعه</span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </section>
  )
}
