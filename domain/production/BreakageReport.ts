import { Result } from "effect"
import { toPersianDigits } from "../text/digits.ts"
import type { FieldErrors } from "../validation/FieldErrors.ts"
import { isBreakageReason, type BreakageReason } from "./Breakage.ts"
import { isDispatched, nextStationOf, scanMessages, ScanRefused, type ScanPane } from "./Scanning.ts"
import { isStation, stationLabels, type Station } from "./Stations.ts"

/** The longest note a breakage keeps. */
export const breakageNoteMax = 500

/** The Persian messages of a breakage report, pinned by BreakageReport.test.ts. */
export const breakageMessages = {
  reasonRequired: "علت شکستگی را انتخاب کنید",
  reasonUnknown: "علت شکستگی نامعتبر است",
  noteRequired: "برای علت «سایر» توضیح بنویسید",
  noteTooLong: `توضیح شکستگی حداکثر ${toPersianDigits(breakageNoteMax)} نویسه است`,
  alreadyBroken: "این قطعه پیش‌تر شکسته ثبت شده است",
  unitCode: "شکستگی برای هر قطعه جدا ثبت می‌شود؛ کد قطعه را وارد کنید",
  notAtStation: (station: Station) => `این قطعه اکنون در ایستگاه «${stationLabels[station]}» نیست`,
} as const

/** A breakage as reported: where, why, and the note (required for «سایر»). */
export interface BreakageBody {
  readonly station: Station
  readonly reason: BreakageReason
  readonly note: string
}

/** Reads `{station, reason, note}` of `POST /Admin/production/piece/{code}/broken`, else each field's Persian message. */
export const validateBreakageBody = (input: unknown): Result.Result<BreakageBody, FieldErrors> => {
  const body = typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  const errors: Record<string, string> = {}
  const station = typeof body.station === "string" ? body.station.trim() : ""
  if (station === "") errors.station = scanMessages.stationRequired
  else if (!isStation(station)) errors.station = scanMessages.unknownStation
  const reason = typeof body.reason === "string" ? body.reason.trim() : ""
  if (reason === "") errors.reason = breakageMessages.reasonRequired
  else if (!isBreakageReason(reason)) errors.reason = breakageMessages.reasonUnknown
  const note = typeof body.note === "string" ? body.note.trim() : ""
  if (note.length > breakageNoteMax) errors.note = breakageMessages.noteTooLong
  else if (reason === "other" && note === "") errors.note = breakageMessages.noteRequired
  if (Object.keys(errors).length > 0 || !isStation(station) || !isBreakageReason(reason)) return Result.fail(errors)
  return Result.succeed({ station, reason, note })
}

/** Where a pane is on the floor: the station it last passed, and the one it waits for (none for a pane not yet released). */
const placesOf = (pane: ScanPane): ReadonlyArray<Station> => {
  if (pane.state === "waiting") return pane.in_batch && pane.route[0] !== undefined ? [pane.route[0]] : []
  const passed = pane.route.find((station) => station === pane.state)
  if (passed === undefined) return []
  const next = nextStationOf(pane.route, passed)
  return next === undefined ? [passed] : [passed, next]
}

/**
 * Whether a pane may be reported broken at `station`: it stands (not broken, not dispatched) and is at that station: the one
 * it last passed (broken in handling after its scan) or the one it waits for (broken while being worked there).
 */
export const mayBreakAt = (pane: ScanPane, station: Station): Result.Result<ScanPane, ScanRefused> => {
  if (pane.state === "broken") return Result.fail(new ScanRefused({ field: "code", message: breakageMessages.alreadyBroken }))
  if (isDispatched(pane.state)) return Result.fail(new ScanRefused({ field: "code", message: scanMessages.dispatched }))
  if (!pane.route.includes(station))
    return Result.fail(new ScanRefused({ field: "station", message: scanMessages.notOnRoute(station) }))
  if (pane.state === "waiting" && !pane.in_batch)
    return Result.fail(new ScanRefused({ field: "code", message: scanMessages.notReleased }))
  return placesOf(pane).includes(station)
    ? Result.succeed(pane)
    : Result.fail(new ScanRefused({ field: "station", message: breakageMessages.notAtStation(station) }))
}

/** `1035-2-1-A-R2`: the remake code of a pane, from its original's code (any `-R` suffix dropped) and the remake's number. */
export const remakeCodeOf = (code: string, remakeNumber: number): string => `${code.replace(/-R\d+$/, "")}-R${remakeNumber}`
