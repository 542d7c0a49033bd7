import { useCallback, useRef, useState } from "react"
import { Link, useParams } from "react-router"
import { isStation, stationLabels, type Station } from "../../../../domain/production/Stations.ts"
import { showToast } from "../../../components/toast/toast.ts"
import { usePageTitle } from "../../../shell/usePageTitle.ts"
import { useServices } from "../../../state/services.tsx"
import NotFoundPage from "../../status/NotFoundPage.tsx"
import { StatusMessage } from "../../status/StatusMessage.tsx"
import { floorRefusalText } from "../api/floorRefusal.ts"
import { useScan, useUndoScan, type StationScan } from "../api/scanQueries.ts"
import { BreakageDialog } from "./BreakageDialog.tsx"
import { CameraPanel } from "./CameraPanel.tsx"
import { sighted, type Sightings } from "./repeatGuard.ts"
import { RecentScans } from "./RecentScans.tsx"
import { ScanAnswerPanel } from "./ScanAnswerPanel.tsx"
import { ScanField } from "./ScanField.tsx"
import { breakablePanes } from "./breakablePanes.ts"
import { looksLikeCode, scannedCode } from "./scannedCode.ts"
import type { Shown } from "./shown.ts"
import { stationPath } from "./stationChoice.ts"
import { useOwnStations } from "./useOwnStations.ts"

/** The device's choice of camera on or off, kept so a phone at a machine opens the screen reading at once. */
const cameraKey = "station-camera"

/** Whether a phone's vibration can say "refused" to an operator not looking at the screen. */
const buzz = (): void => {
  if (typeof navigator.vibrate === "function") navigator.vibrate([120, 80, 120])
}

/** The screen of one station: the answer panel, the scanner field, the camera, breakage and the last scans. */
function StationScreen({ station }: { readonly station: Station }) {
  const { local } = useServices()
  const scan = useScan(station)
  const undo = useUndoScan(station)
  const input = useRef<HTMLInputElement>(null)
  const [shown, setShown] = useState<Shown>({ kind: "idle" })
  const [breaking, setBreaking] = useState<ReadonlyArray<string> | null>(null)
  const [cameraOn, setCameraOn] = useState(() => local.get(cameraKey) === "on")
  const sightings = useRef<Sightings>(new Map())
  const sent = useRef(0)
  const { mutateAsync } = scan

  // Scans may overlap (a scanner is quicker than the network): the panel shows the answer of the latest one sent.
  const send = useCallback(
    async (code: string) => {
      const mine = ++sent.current
      setShown({ kind: "sending", code })
      try {
        const answer = await mutateAsync(code)
        if (mine === sent.current) setShown({ kind: "done", answer })
      } catch (error) {
        if (mine === sent.current) setShown({ kind: "refused", code, text: floorRefusalText(error) })
        buzz()
      }
    },
    [mutateAsync],
  )

  const onCamera = useCallback(
    (text: string) => {
      const code = scannedCode(text)
      const seen = sighted(sightings.current, code, Date.now())
      sightings.current = seen.seen
      if (!seen.send) return
      if (looksLikeCode(code)) void send(code)
      else {
        setShown({ kind: "refused", code: "", text: "این برچسب کد قطعه نیست" })
        buzz()
      }
    },
    [send],
  )

  // With the camera on (a phone) the field is not focused for it: a phone's keyboard would cover the view. A scanner's keys still reach it.
  const focusField = () => {
    if (!cameraOn) setTimeout(() => input.current?.focus(), 0)
  }

  const onUndo = (listed: StationScan) =>
    undo.mutate(listed.id, {
      onSuccess: () => {
        showToast({ kind: "success", text: "اسکن برگردانده شد" })
        setShown({ kind: "undone", code: listed.code })
      },
      onError: (error) => showToast({ kind: "error", text: floorRefusalText(error) }),
      onSettled: focusField,
    })

  const panes = breakablePanes(shown)
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <header className="flex items-center gap-3">
        <Link
          to="/dashboard/station"
          aria-label="بازگشت به ایستگاه‌ها"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl text-gray-700 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className="i-tabler-arrow-right h-7 w-7" />
        </Link>
        <h1 className="text-2xl font-black text-gray-900">ایستگاه {stationLabels[station]}</h1>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <ScanAnswerPanel shown={shown} onBroken={panes === null ? undefined : () => setBreaking(panes)} />
          <ScanField input={input} onScan={(code) => void send(code)} autoFocus={!cameraOn} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <CameraPanel
            on={cameraOn}
            onToggle={(on) => {
              local.set(cameraKey, on ? "on" : "off")
              setCameraOn(on)
            }}
            onRead={onCamera}
          />
          <RecentScans station={station} undoing={undo.isPending} onUndo={onUndo} />
        </div>
      </div>
      <BreakageDialog
        station={station}
        panes={breaking}
        onReported={(answer) => setShown({ kind: "broken", code: answer.broken, remake: answer.remake })}
        onClose={() => {
          setBreaking(null)
          // The dialog gives the focus back to «شکست» as it closes; the field takes it after that (a timer), for the next scan.
          focusField()
        }}
      />
    </section>
  )
}

/** An operator's screen for a station that is not theirs: the server would refuse every scan, so the screen says so first. */
function NotYourStation({ station, own }: { readonly station: Station; readonly own: ReadonlyArray<Station> }) {
  return (
    <StatusMessage
      icon="i-tabler-lock"
      title={`ایستگاه ${stationLabels[station]} به شما سپرده نشده است`}
      text="فقط در ایستگاه‌های خودتان می‌توانید اسکن کنید."
    >
      <div className="flex flex-wrap justify-center gap-2">
        {own.map((mine) => (
          <Link
            key={mine}
            to={stationPath(mine)}
            className="inline-flex min-h-12 items-center rounded-xl bg-sky-700 px-4 font-bold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          >
            {stationLabels[mine]}
          </Link>
        ))}
      </div>
    </StatusMessage>
  )
}

/** `station/{station}`: the station's scanning screen, made for a phone held in one hand at the machine. */
export default function StationPage() {
  const { station } = useParams()
  const own = useOwnStations()
  const known = isStation(station) ? station : undefined
  usePageTitle(known === undefined ? null : `ایستگاه ${stationLabels[known]}`)
  if (known === undefined) return <NotFoundPage />
  if (!own.includes(known)) return <NotYourStation station={known} own={own} />
  return <StationScreen key={known} station={known} />
}
