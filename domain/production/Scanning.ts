import { Data, Result } from "effect"
import { toAsciiDigits } from "../text/digits.ts"
import { isStation, stationLabels, stations, type Station } from "./Stations.ts"

/** A pane as a scan decides on it: its stored state, its route, and whether a released cutting batch holds it. */
export interface ScanPane {
  readonly id: number
  readonly code: string
  readonly state: string
  readonly route: ReadonlyArray<Station>
  readonly in_batch: boolean
}

/** What a scanned code names: one pane (with every pane of its unit), or a unit's code (every pane of the unit). */
export type Scanned =
  | { readonly kind: "pane"; readonly pane: ScanPane; readonly unit: ReadonlyArray<ScanPane> }
  | { readonly kind: "unit"; readonly unit: ReadonlyArray<ScanPane> }

/** The panes a scan moves past its station, and the station they go to next (none after dispatch). */
export interface ScanMove {
  readonly panes: ReadonlyArray<ScanPane>
  readonly next_station: Station | null
}

/** Where a refusal is answered: under the code scanned, the station, or (an undo) the scan. */
export type ScanField = "code" | "station" | "scan"

/** Why a scan (or a breakage, or an undo) is refused: the field it is answered under and its Persian reason. */
export class ScanRefused extends Data.TaggedError("ScanRefused")<{ readonly field: ScanField; readonly message: string }> {}

const named = (station: Station): string => `«${stationLabels[station]}»`

/** The Persian reasons a scan is refused, pinned by Scanning.test.ts. */
export const scanMessages = {
  codeRequired: "کد قطعه را وارد کنید",
  unknownCode: "قطعه یا واحدی با این کد پیدا نشد",
  stationRequired: "ایستگاه را انتخاب کنید",
  unknownStation: "ایستگاه نامعتبر است",
  notYourStation: (station: Station) => `ایستگاه ${named(station)} به شما سپرده نشده است`,
  notOnRoute: (station: Station) => `ایستگاه ${named(station)} در مسیر این قطعه نیست`,
  previousNotDone: (previous: Station) => `ایستگاه قبلی (${stationLabels[previous]}) هنوز ثبت نشده است`,
  alreadyDone: (station: Station) => `این قطعه قبلاً در ایستگاه ${named(station)} ثبت شده است`,
  broken: "این قطعه شکسته است و دیگر جابه‌جا نمی‌شود",
  dispatched: "این قطعه ارسال شده است",
  notReleased: "این قطعه هنوز در برنامه برش منتشرشده‌ای نیست",
  unitBeforeLaminating: "کد واحد از ایستگاه «لمینت» به بعد اسکن می‌شود؛ هر قطعه را جدا اسکن کنید",
} as const

const refuse = (field: ScanField, message: string) => Result.fail(new ScanRefused({ field, message }))

/** The first station at which the unit moves, not the pane (production.md section 2): laminating and every one after it. */
export const firstUnitStation: Station = "laminating"

/** Whether a station moves whole units: laminating, assembling, quality, racking and dispatch. */
export const isUnitStation = (station: Station): boolean => stations.indexOf(station) >= stations.indexOf(firstUnitStation)

/** Whether the pane has left for the customer (`dispatch` is read as dispatched too, though scans write `dispatched`). */
export const isDispatched = (state: string): boolean => state === "dispatched" || state === "dispatch"

/** Whether the pane has passed `station` of its route: its state is that station or one after it on the route, or it left. */
export const hasPassed = (pane: Pick<ScanPane, "state" | "route">, station: Station): boolean => {
  const at = pane.route.indexOf(station)
  if (at < 0) return false
  if (isDispatched(pane.state)) return true
  return isStation(pane.state) && pane.route.indexOf(pane.state) >= at
}

/** The station before `station` on the route; none for the route's first (cutting) or a station off the route. */
export const previousStation = (route: ReadonlyArray<Station>, station: Station): Station | undefined => {
  const at = route.indexOf(station)
  return at > 0 ? route[at - 1] : undefined
}

/** The station after `station` on the route; none after its last or for a station off the route. */
export const nextStationOf = (route: ReadonlyArray<Station>, station: Station): Station | undefined => {
  const at = route.indexOf(station)
  return at < 0 ? undefined : route[at + 1]
}

/** The state a pane goes back to when its pass of `station` is undone: the previous station of its route, or waiting. */
export const stateBefore = (route: ReadonlyArray<Station>, station: Station): string =>
  previousStation(route, station) ?? "waiting"

/** The state a pane takes when it passes `station`: the station, or `dispatched` when it leaves. */
export const stateAfter = (station: Station): string => (station === "dispatch" ? "dispatched" : station)

/**
 * Whether one pane may pass `station` now: not broken or dispatched, the station on its route and not passed, and the
 * previous station of its route passed (the first, cutting, needs the pane in a released batch).
 */
export const paneReadyFor = (pane: ScanPane, station: Station): Result.Result<ScanPane, ScanRefused> => {
  if (pane.state === "broken") return refuse("code", scanMessages.broken)
  if (isDispatched(pane.state)) return refuse("code", scanMessages.dispatched)
  if (!pane.route.includes(station)) return refuse("code", scanMessages.notOnRoute(station))
  if (hasPassed(pane, station)) return refuse("code", scanMessages.alreadyDone(station))
  const previous = previousStation(pane.route, station)
  if (previous === undefined)
    return pane.state === "waiting" && pane.in_batch ? Result.succeed(pane) : refuse("code", scanMessages.notReleased)
  return pane.state === previous ? Result.succeed(pane) : refuse("code", scanMessages.previousNotDone(previous))
}

/** Whether the caller may scan at `station`: an operator at the stations kept on them, a manager (`any`) anywhere. */
export const mayScanAt = (held: ReadonlyArray<Station> | "any", station: Station): Result.Result<Station, ScanRefused> =>
  held === "any" || held.includes(station) ? Result.succeed(station) : refuse("station", scanMessages.notYourStation(station))

/** The earliest station in station order the moved panes go to next; none when they all left. */
const nextOf = (panes: ReadonlyArray<ScanPane>, station: Station): Station | null => {
  const next = panes.flatMap((pane) => nextStationOf(pane.route, station) ?? [])
  return next.length === 0 ? null : (stations.find((candidate) => next.includes(candidate)) ?? null)
}

/** The unit's panes a unit-level scan moves: every current pane whose route holds the station and has not passed it, each ready. */
const unitMove = (scanned: Scanned, station: Station): Result.Result<ReadonlyArray<ScanPane>, ScanRefused> => {
  if (scanned.kind === "pane" && scanned.pane.state === "broken") return refuse("code", scanMessages.broken)
  const current = scanned.unit.filter((pane) => pane.state !== "broken")
  if (current.length === 0) return refuse("code", scanMessages.broken)
  if (current.every((pane) => isDispatched(pane.state))) return refuse("code", scanMessages.dispatched)
  const onRoute = current.filter((pane) => pane.route.includes(station))
  if (onRoute.length === 0) return refuse("code", scanMessages.notOnRoute(station))
  const pending = onRoute.filter((pane) => !hasPassed(pane, station))
  if (pending.length === 0) return refuse("code", scanMessages.alreadyDone(station))
  for (const pane of pending) {
    const ready = paneReadyFor(pane, station)
    if (Result.isFailure(ready)) return Result.fail(ready.failure)
  }
  return Result.succeed(pending)
}

/**
 * The scan decision (production.md section 6): an unknown code is refused; before laminating a pane's code moves that pane
 * alone and a unit's code is refused; from laminating on the unit moves. Answers the panes moved and where they go next.
 */
export const decideScan = (scanned: Scanned | undefined, station: Station): Result.Result<ScanMove, ScanRefused> => {
  if (scanned === undefined) return refuse("code", scanMessages.unknownCode)
  if (!isUnitStation(station)) {
    if (scanned.kind === "unit") return refuse("code", scanMessages.unitBeforeLaminating)
    return Result.map(paneReadyFor(scanned.pane, station), (pane) => ({ panes: [pane], next_station: nextOf([pane], station) }))
  }
  return Result.map(unitMove(scanned, station), (panes) => ({ panes, next_station: nextOf(panes, station) }))
}

/** The letters of a code as a USB scanner types them under the Persian keyboard layout (ISIRI 9147): the keys A, B, C and R. */
const persianLayoutLetters: Readonly<Record<string, string>> = { ش: "A", ذ: "B", ز: "C", ق: "R" }

/**
 * A scanned code as stored and looked up: trimmed, Persian or Arabic digits read as Latin, letters upper case. A scanner
 * types its keys through the computer's layout, so under the Persian one the letters of a code arrive as ش ذ ز ق.
 */
export const normalizeCode = (text: string): string =>
  toAsciiDigits(text.trim())
    .replace(/[شذزق]/g, (letter) => persianLayoutLetters[letter] ?? letter)
    .toUpperCase()

/** Reads `{code, station}` of a scan: the code normalised and the station's wire word, else each field's Persian message. */
export const validateScanBody = (
  input: unknown,
): Result.Result<{ readonly code: string; readonly station: Station }, Readonly<Record<string, string>>> => {
  const body = typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  const errors: Record<string, string> = {}
  const code = typeof body.code === "string" ? normalizeCode(body.code) : ""
  if (code === "") errors.code = scanMessages.codeRequired
  const station = typeof body.station === "string" ? body.station.trim() : ""
  if (station === "") errors.station = scanMessages.stationRequired
  else if (!isStation(station)) errors.station = scanMessages.unknownStation
  return Object.keys(errors).length > 0 || !isStation(station) ? Result.fail(errors) : Result.succeed({ code, station })
}
