import { useQuery } from "@tanstack/react-query"
import type { Station } from "../../../../domain/production/Stations.ts"
import { RetryButton } from "../../../components/table/ListLoadFailed.tsx"
import { useServices } from "../../../state/services.tsx"
import { clockText } from "../api/floorText.ts"
import { scansQuery, type StationScan } from "../api/scanQueries.ts"
import { codeText } from "./scannedCode.ts"

/**
 * How often the list is read again: often while one's last scan may still be undone, so «برگرداندن» leaves soon after
 * its 2 minutes (judged by the server's clock, not this device's, which may be wrong); a late tap gets the server's
 * Persian refusal.
 */
const refetchEveryMs = (scans: ReadonlyArray<StationScan> | undefined): number =>
  scans?.some((scan) => scan.may_undo) ? 10_000 : 60_000

/** The caller's latest scans at this station, newest first, with «برگرداندن» on the last one within 2 minutes. */
export function RecentScans({
  station,
  undoing,
  onUndo,
}: {
  readonly station: Station
  readonly undoing: boolean
  readonly onUndo: (scan: StationScan) => void
}) {
  const { api } = useServices()
  const query = useQuery({ ...scansQuery(api, station), refetchInterval: (current) => refetchEveryMs(current.state.data) })
  const scans = query.data ?? []
  return (
    <section aria-labelledby="recent-scans" className="flex flex-col gap-2">
      <h2 id="recent-scans" className="text-lg font-bold text-gray-900">
        اسکن‌های اخیر من
      </h2>
      {query.isError && !query.isFetching ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-xl border border-gray-200 bg-white p-3 text-gray-800"
        >
          <p>فهرست اسکن‌ها بارگذاری نشد.</p>
          <RetryButton retry={() => void query.refetch()} />
        </div>
      ) : scans.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-3 text-gray-600">
          {query.isPending ? "در حال بارگذاری…" : "هنوز اسکنی در این ایستگاه ثبت نکرده‌اید."}
        </p>
      ) : (
        <ol
          className="flex flex-col divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white"
          data-testid="recent-scans"
        >
          {scans.map((scan) => (
            <li key={scan.id} className="flex min-h-14 items-center gap-3 px-3 py-1" data-testid="recent-scan">
              <span dir="ltr" className="text-lg font-bold text-gray-900">
                {codeText(scan.code)}
              </span>
              <span className="text-sm text-gray-600">{clockText(scan.created_at)}</span>
              {scan.may_undo && (
                <button
                  type="button"
                  disabled={undoing}
                  onClick={() => onUndo(scan)}
                  className="ms-auto inline-flex min-h-12 items-center gap-2 rounded-xl border-2 border-amber-600 bg-amber-50 px-4 font-bold text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-60"
                >
                  <span aria-hidden="true" className="i-tabler-arrow-back-up h-5 w-5" />
                  برگرداندن
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
