import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react"
import { Result } from "effect"
import { useState } from "react"
import { Link } from "react-router"
import { breakageReasonLabels, breakageReasons, type BreakageReason } from "../../../../domain/production/Breakage.ts"
import { validateBreakageBody } from "../../../../domain/production/BreakageReport.ts"
import { stationLabels, type Station } from "../../../../domain/production/Stations.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import type { FieldErrors } from "../../../../domain/validation/FieldErrors.ts"
import { SaveRefused } from "../../../state/saveRefused.ts"
import { floorRefusalText } from "../api/floorRefusal.ts"
import { useReportBreakage, type BreakageAnswer } from "../api/scanQueries.ts"
import { codeText } from "./scannedCode.ts"
import { piecePath } from "./stationChoice.ts"

const big =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-lg font-bold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
const choice =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 text-lg has-[:checked]:border-red-700 has-[:checked]:bg-red-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-700"

/** The form: which pane (when the scan was a unit's), the reason, the note; the server's Persian refusals under each. */
function BreakageForm({
  station,
  panes,
  onReported,
  onCancel,
}: {
  readonly station: Station
  readonly panes: ReadonlyArray<string>
  readonly onReported: (answer: BreakageAnswer) => void
  readonly onCancel: () => void
}) {
  const report = useReportBreakage(station)
  const [code, setCode] = useState(panes[0] ?? "")
  const [reason, setReason] = useState<BreakageReason | null>(null)
  const [note, setNote] = useState("")
  const fields = report.error instanceof SaveRefused ? report.error.fields : {}
  const general =
    report.error !== null && Object.keys(fields).length === 0 ? floorRefusalText(report.error) : (fields.code ?? fields.station)
  // The same rule as the server's (domain/production/BreakageReport.ts), so a missing reason or note is said at once.
  const [checked, setChecked] = useState<FieldErrors>({})
  const errors = { ...fields, ...checked }
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        const valid = validateBreakageBody({ station, reason: reason ?? "", note })
        setChecked(Result.isFailure(valid) ? valid.failure : {})
        if (Result.isSuccess(valid))
          report.mutate({ code, reason: valid.success.reason, note: valid.success.note }, { onSuccess: onReported })
      }}
    >
      {panes.length > 1 && (
        <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
          <legend className="mb-1 font-bold text-gray-900">کدام شیشه شکست؟</legend>
          {panes.map((pane) => (
            <label key={pane} className={choice}>
              <input
                type="radio"
                name="pane"
                value={pane}
                checked={code === pane}
                onChange={() => setCode(pane)}
                className="h-5 w-5 accent-red-700"
              />
              <span dir="ltr" className="font-bold">
                {codeText(pane)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset
        className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0"
        aria-describedby={errors.reason === undefined ? undefined : "breakage-reason-error"}
      >
        <legend className="mb-1 font-bold text-gray-900">علت شکست</legend>
        {breakageReasons.map((value) => (
          <label key={value} className={choice}>
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="h-5 w-5 accent-red-700"
            />
            {breakageReasonLabels[value]}
          </label>
        ))}
        {errors.reason !== undefined && (
          <p id="breakage-reason-error" className="text-red-800">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="breakage-note" className="font-bold text-gray-900">
          توضیح{reason === "other" ? <span className="text-red-700"> (لازم برای «سایر»)</span> : " (اختیاری)"}
        </label>
        <textarea
          id="breakage-note"
          name="note"
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note !== undefined}
          aria-describedby={errors.note === undefined ? undefined : "breakage-note-error"}
          className="rounded-xl border-2 border-gray-400 p-3 text-lg outline-none focus:border-sky-700 focus:ring-4 focus:ring-sky-200 aria-[invalid=true]:border-red-700"
        />
        {errors.note !== undefined && (
          <p id="breakage-note-error" className="text-red-800">
            {errors.note}
          </p>
        )}
      </div>
      {general !== undefined && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          {toPersianDigits(general)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={report.isPending}
          className={`${big} border-2 border-gray-400 bg-white text-gray-900 hover:bg-gray-50 focus-visible:outline-sky-700`}
        >
          انصراف
        </button>
        <button
          type="submit"
          disabled={report.isPending}
          aria-busy={report.isPending}
          className={`${big} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`}
        >
          {report.isPending && <span aria-hidden="true" className="i-tabler-loader-2 h-5 w-5 animate-spin" />}
          ثبت شکست
        </button>
      </div>
    </form>
  )
}

/** What the operator sees once the breakage is kept: the remake's code, already first in the cutting queue. */
function Reported({ answer, onClose }: { readonly answer: BreakageAnswer; readonly onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4" data-testid="breakage-reported">
      <p className="text-lg text-gray-900">
        شکست{" "}
        <bdi dir="ltr" className="font-bold">
          {codeText(answer.broken)}
        </bdi>{" "}
        ثبت شد. قطعه جایگزین ساخته شد و در صف برش جلو افتاد:
      </p>
      <p
        dir="ltr"
        className="rounded-xl bg-amber-100 p-3 text-center text-3xl font-black text-amber-950"
        data-testid="remake-code"
      >
        {codeText(answer.remake)}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Link
          to={piecePath(answer.remake)}
          className={`${big} border-2 border-gray-400 bg-white text-gray-900 hover:bg-gray-50 focus-visible:outline-sky-700`}
        >
          کارت قطعه جایگزین
        </Link>
        <button
          type="button"
          onClick={onClose}
          data-autofocus
          className={`${big} bg-sky-700 text-white hover:bg-sky-800 focus-visible:outline-sky-700`}
        >
          بستن
        </button>
      </div>
    </div>
  )
}

/** «شکست»: choose the reason (a note is required for «سایر»), report it, and read the remake's code. */
export function BreakageDialog({
  station,
  panes,
  onReported,
  onClose,
}: {
  readonly station: Station
  readonly panes: ReadonlyArray<string> | null
  readonly onReported: (answer: BreakageAnswer) => void
  readonly onClose: () => void
}) {
  const [reported, setReported] = useState<BreakageAnswer | null>(null)
  const close = () => {
    setReported(null)
    onClose()
  }
  return (
    <Dialog
      open={panes !== null}
      onClose={close}
      className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <DialogPanel className="relative max-h-full w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl">
        <DialogTitle className="mb-4 text-xl font-black text-gray-900">
          {reported === null ? (
            <>
              ثبت شکست در {stationLabels[station]}
              {panes?.length === 1 && (
                <>
                  {" "}
                  <bdi dir="ltr">{codeText(panes[0] ?? "")}</bdi>
                </>
              )}
            </>
          ) : (
            "شکست ثبت شد"
          )}
        </DialogTitle>
        {reported === null ? (
          <BreakageForm
            key={(panes ?? []).join()}
            station={station}
            panes={panes ?? []}
            onReported={(answer) => {
              setReported(answer)
              onReported(answer)
            }}
            onCancel={close}
          />
        ) : (
          <Reported answer={reported} onClose={close} />
        )}
      </DialogPanel>
    </Dialog>
  )
}
