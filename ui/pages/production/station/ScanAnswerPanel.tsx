import { Link } from "react-router"
import { paneStateLabels, stationLabels } from "../../../../domain/production/Stations.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { rackSlotText } from "../api/floorText.ts"
import type { ScanAnswer } from "../api/scanQueries.ts"
import type { Shown } from "./shown.ts"
import { codeText } from "./scannedCode.ts"
import { piecePath } from "./stationChoice.ts"

const bigButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-lg font-bold focus-visible:outline-2 focus-visible:outline-offset-2"

/** The code in large print, left to right as on the label. */
function CodeLine({ code }: { readonly code: string }) {
  return (
    <p dir="ltr" className="text-center text-3xl font-black tracking-wide sm:text-4xl" data-testid="scan-code">
      {codeText(code)}
    </p>
  )
}

/** The green answer: the code, its size and order, what comes next (and the rack slot at racking), each pane's state for a unit. */
function Done({ answer, onBroken }: { readonly answer: ScanAnswer; readonly onBroken: (() => void) | undefined }) {
  const shownCode = answer.kind === "unit" ? answer.unit_code : answer.code
  const station = answer.station
  return (
    <>
      <p className="flex items-center justify-center gap-2 text-2xl font-black">
        <span aria-hidden="true" className="i-tabler-circle-check-filled h-9 w-9" />
        {stationLabels[station]} ثبت شد
      </p>
      <CodeLine code={shownCode} />
      <p className="text-center text-lg font-medium">
        {toPersianDigits(`${answer.width} × ${answer.height}`)} میلی‌متر · سفارش {toPersianDigits(answer.serial_number)} ·{" "}
        {answer.customer_name}
      </p>
      {answer.rack !== null && (
        <p className="rounded-lg bg-white/70 px-3 py-2 text-center text-3xl font-black text-green-950" data-testid="scan-rack">
          {rackSlotText(answer.rack)}
        </p>
      )}
      <p className="text-center text-xl font-bold" data-testid="scan-next">
        {answer.next_station === null
          ? station === "dispatch"
            ? "ارسال شد؛ مسیر تمام است"
            : "مسیر این قطعه تمام است"
          : `بعدی: ${stationLabels[answer.next_station]}`}
      </p>
      {answer.panes.length > 1 && (
        <ul className="flex flex-wrap justify-center gap-2 text-sm" aria-label="شیشه‌های واحد">
          {answer.panes.map((pane) => (
            <li key={pane.code} className="rounded-full bg-white/70 px-3 py-1 text-green-950">
              <span dir="ltr">{codeText(pane.code)}</span> · {paneStateLabels[pane.state]}
            </li>
          ))}
        </ul>
      )}
      <Actions code={shownCode} onBroken={onBroken} />
    </>
  )
}

/** The last scanned piece's two ways on: report it broken, open its card (the remake's, after a breakage). */
function Actions({ code, onBroken }: { readonly code: string; readonly onBroken: (() => void) | undefined }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {onBroken !== undefined && (
        <button
          type="button"
          onClick={onBroken}
          className={`${bigButton} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`}
        >
          <span aria-hidden="true" className="i-tabler-glass-off h-6 w-6" />
          شکست
        </button>
      )}
      <Link
        to={piecePath(code)}
        className={`${bigButton} border-2 border-current bg-white/70 text-gray-900 hover:bg-white focus-visible:outline-gray-900`}
      >
        <span aria-hidden="true" className="i-tabler-id h-6 w-6" />
        کارت قطعه
      </Link>
    </div>
  )
}

const tones = {
  idle: "border-gray-300 bg-white text-gray-700",
  sending: "border-sky-300 bg-sky-50 text-sky-950",
  done: "border-green-700 bg-green-100 text-green-950",
  refused: "border-red-700 bg-red-100 text-red-950",
  undone: "border-amber-500 bg-amber-50 text-amber-950",
  broken: "border-amber-600 bg-amber-100 text-amber-950",
} as const

/**
 * The answer to the last scan, read within a glance: a large green panel when it was marked done, a red one with
 * the reason in Persian when it was not. «شکست» reports the last scanned pane broken.
 */
export function ScanAnswerPanel({ shown, onBroken }: { readonly shown: Shown; readonly onBroken: (() => void) | undefined }) {
  return (
    <section
      aria-label="نتیجه آخرین اسکن"
      aria-live="assertive"
      aria-busy={shown.kind === "sending"}
      data-testid="scan-answer"
      data-tone={shown.kind}
      className={`flex min-h-48 flex-col justify-center gap-3 rounded-2xl border-4 p-4 ${tones[shown.kind]}`}
    >
      {shown.kind === "idle" && (
        <p className="flex flex-col items-center gap-2 text-center text-lg">
          <span aria-hidden="true" className="i-tabler-qrcode h-12 w-12 text-gray-500" />
          برچسب قطعه را با دوربین یا اسکنر بخوانید، یا کد آن را در کادر بنویسید.
        </p>
      )}
      {shown.kind === "sending" && (
        <>
          <p className="flex items-center justify-center gap-2 text-xl font-bold">
            <span aria-hidden="true" className="i-tabler-loader-2 h-7 w-7 animate-spin" />
            در حال ثبت…
          </p>
          <CodeLine code={shown.code} />
        </>
      )}
      {shown.kind === "done" && <Done answer={shown.answer} onBroken={onBroken} />}
      {shown.kind === "refused" && (
        <>
          <p className="flex items-center justify-center gap-2 text-2xl font-black">
            <span aria-hidden="true" className="i-tabler-circle-x-filled h-9 w-9" />
            ثبت نشد
          </p>
          {shown.code !== "" && <CodeLine code={shown.code} />}
          <p className="text-center text-xl font-bold leading-9" data-testid="scan-reason">
            {toPersianDigits(shown.text)}
          </p>
          {onBroken !== undefined && <Actions code={shown.code} onBroken={onBroken} />}
        </>
      )}
      {shown.kind === "undone" && (
        <>
          <p className="flex items-center justify-center gap-2 text-2xl font-black">
            <span aria-hidden="true" className="i-tabler-arrow-back-up h-9 w-9" />
            اسکن برگردانده شد
          </p>
          <CodeLine code={shown.code} />
        </>
      )}
      {shown.kind === "broken" && (
        <>
          <p className="flex items-center justify-center gap-2 text-2xl font-black">
            <span aria-hidden="true" className="i-tabler-glass-off h-9 w-9" />
            شکست ثبت شد
          </p>
          <CodeLine code={shown.code} />
          <p className="text-center text-xl font-bold">قطعه جایگزین، اول صف برش:</p>
          <p dir="ltr" className="text-center text-3xl font-black" data-testid="scan-remake">
            {codeText(shown.remake)}
          </p>
          <Actions code={shown.remake} onBroken={undefined} />
        </>
      )}
    </section>
  )
}
