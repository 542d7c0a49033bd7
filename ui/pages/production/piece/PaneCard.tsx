import { Link } from "react-router"
import { breakageReasonLabels } from "../../../../domain/production/Breakage.ts"
import { paneStateLabels, stationLabels, type PaneState } from "../../../../domain/production/Stations.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { formatDateTime } from "../../../shell/formatTime.ts"
import { sizeText } from "../api/batchText.ts"
import { materialLabel } from "../api/floorText.ts"
import type { PieceCardPane } from "../api/pieceQueries.ts"
import { codeText } from "../station/scannedCode.ts"
import { piecePath } from "../station/stationChoice.ts"

const stateTone = (state: PaneState): string =>
  state === "broken"
    ? "bg-red-100 text-red-900"
    : state === "waiting"
      ? "bg-amber-100 text-amber-900"
      : state === "dispatched"
        ? "bg-gray-200 text-gray-800"
        : "bg-green-100 text-green-900"

/** A pane's state as a coloured badge. */
export function PaneStateBadge({ state }: { readonly state: PaneState }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-sm font-bold ${stateTone(state)}`}>
      {paneStateLabels[state]}
    </span>
  )
}

/** Another piece's code as a link to its card. */
export function CodeLink({ code }: { readonly code: string }) {
  return (
    <Link
      to={piecePath(code)}
      dir="ltr"
      className="inline-flex min-h-10 items-center font-bold text-sky-800 underline underline-offset-4 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-sky-600"
    >
      {codeText(code)}
    </Link>
  )
}

/** The pane's route, station by station: those passed ticked, the next one marked. */
function Route({ pane }: { readonly pane: PieceCardPane }) {
  const passed = new Set(pane.timeline.map((step) => step.station))
  const next = pane.state === "broken" ? undefined : pane.route.find((station) => !passed.has(station))
  return (
    <ol className="flex flex-wrap gap-1.5" aria-label="مسیر">
      {pane.route.map((station) => (
        <li
          key={station}
          aria-current={station === next ? "step" : undefined}
          className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-sm ${passed.has(station) ? "border-green-600 bg-green-50 text-green-900" : station === next ? "border-sky-700 bg-sky-50 font-bold text-sky-900" : "border-gray-300 text-gray-600"}`}
        >
          {passed.has(station) && <span aria-hidden="true" className="i-tabler-check h-4 w-4" />}
          {stationLabels[station]}
          {passed.has(station) && <span className="sr-only"> (انجام شده)</span>}
        </li>
      ))}
    </ol>
  )
}

/** Who passed the pane through each station and when (Jalali, Persian digits), and its breakage. */
function Timeline({ pane }: { readonly pane: PieceCardPane }) {
  if (pane.timeline.length === 0 && pane.breakage === null)
    return <p className="text-gray-600">هنوز در هیچ ایستگاهی اسکن نشده است.</p>
  return (
    <ol className="flex flex-col border-s-2 border-gray-200 ps-4" data-testid="timeline">
      {pane.timeline.map((step) => (
        <li key={step.station} className="relative py-1.5" data-testid="timeline-step">
          <span aria-hidden="true" className="absolute -start-[1.4rem] top-3 h-3 w-3 rounded-full bg-green-600" />
          <span className="font-bold text-gray-900">{stationLabels[step.station]}</span>
          <span className="text-gray-700"> · {step.user_name ?? "—"} · </span>
          <span className="whitespace-nowrap text-gray-700">{formatDateTime(step.at)}</span>
        </li>
      ))}
      {pane.breakage !== null && (
        <li className="relative py-1.5 text-red-900" data-testid="timeline-breakage">
          <span aria-hidden="true" className="absolute -start-[1.4rem] top-3 h-3 w-3 rounded-full bg-red-600" />
          <span className="font-bold">شکست در {stationLabels[pane.breakage.station]}</span>
          <span>
            {" "}
            · {breakageReasonLabels[pane.breakage.reason]}
            {pane.breakage.note === "" ? "" : ` (${toPersianDigits(pane.breakage.note)})`} · {pane.breakage.user_name ?? "—"}{" "}
            ·{" "}
          </span>
          <span className="whitespace-nowrap">{formatDateTime(pane.breakage.at)}</span>
        </li>
      )}
    </ol>
  )
}

/** One pane: its glass, sizes, cutting batch and sheet, remakes, route and timeline. */
export function PaneCard({
  pane,
  scanned,
  batchLink,
}: {
  readonly pane: PieceCardPane
  readonly scanned: boolean
  readonly batchLink: (id: number) => string | undefined
}) {
  const batchPath = pane.batch_id === null ? undefined : batchLink(pane.batch_id)
  const facts: ReadonlyArray<readonly [string, React.ReactNode]> = [
    ["شیشه", `${pane.glass_type_name} ${toPersianDigits(pane.thickness)} میل ${materialLabel(pane.material)}`],
    ["اندازه نهایی (میلی‌متر)", sizeText(pane.finished_width, pane.finished_height)],
    ["اندازه برش (میلی‌متر)", sizeText(pane.cut_width, pane.cut_height)],
    [
      "برنامه برش",
      pane.batch_id === null ? (
        "هنوز در برنامه برش نیست"
      ) : (
        <>
          {batchPath === undefined ? (
            `شماره ${toPersianDigits(pane.batch_id)}`
          ) : (
            <Link to={batchPath} className="font-bold text-sky-800 underline underline-offset-4 hover:text-sky-950">
              شماره {toPersianDigits(pane.batch_id)}
            </Link>
          )}
          {pane.sheet_index !== null && `، برگ ${toPersianDigits(pane.sheet_index)}`}
        </>
      ),
    ],
  ]
  return (
    <article
      className={`flex flex-col gap-3 rounded-2xl border-2 bg-white p-4 ${scanned ? "border-sky-700" : "border-gray-200"}`}
      aria-labelledby={`pane-${pane.id}`}
      data-testid="pane-card"
      data-code={pane.code}
    >
      <header className="flex flex-wrap items-center gap-3">
        <h2 id={`pane-${pane.id}`} className="text-xl font-black text-gray-900">
          شیشه <bdi dir="ltr">{codeText(pane.code)}</bdi>
        </h2>
        <PaneStateBadge state={pane.state} />
        {scanned && <span className="rounded-full bg-sky-100 px-3 py-1 text-sm text-sky-900">همین قطعه</span>}
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {pane.remake_of !== null && (
        <p className="text-gray-800">
          بازسازی شیشه شکسته <CodeLink code={pane.remake_of} />
        </p>
      )}
      {pane.remakes.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-3 text-gray-800">
          <span>بازسازی‌ها:</span>
          {pane.remakes.map((code) => (
            <CodeLink key={code} code={code} />
          ))}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="font-bold text-gray-900">مسیر</h3>
        <Route pane={pane} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-bold text-gray-900">سابقه</h3>
        <Timeline pane={pane} />
      </div>
    </article>
  )
}
