import { Result } from "effect"
import { ScanRefused, stateAfter, stateBefore } from "./Scanning.ts"
import type { Station } from "./Stations.ts"

/** How long after a scan its maker may undo it: two minutes (production.md section 6). */
export const undoWindowMs = 2 * 60 * 1000

/** The Persian reasons an undo is refused (answered under `scan`), pinned by ScanUndo.test.ts. */
export const undoMessages = {
  notLatest: "فقط آخرین اسکن خودتان برگردانده می‌شود",
  tooLate: "مهلت دو دقیقه‌ای برگرداندن این اسکن گذشته است",
  brokenSince: (code: string) => `قطعه ${code} پس از این اسکن شکسته شده است و اسکن برنمی‌گردد`,
  movedOn: (code: string) => `قطعه ${code} پس از این اسکن در ایستگاه بعدی ثبت شده است و اسکن برنمی‌گردد`,
} as const

/** A scan as its undo decides on it: its id, station and time, and the panes it moved as they stand now. */
export interface ScanToUndo {
  readonly id: number
  readonly station: Station
  readonly created_at_ms: number
  readonly panes: ReadonlyArray<{ readonly code: string; readonly state: string; readonly route: ReadonlyArray<Station> }>
}

/** A pane an undo puts back, with the state it returns to. */
export interface PaneBack {
  readonly code: string
  readonly state: string
}

/** Whether an undo may be made now (the caller's latest scan, within two minutes). */
export const mayUndoAt = (scan: Pick<ScanToUndo, "id" | "created_at_ms">, latestId: number | undefined, nowMs: number): boolean =>
  scan.id === latestId && nowMs - scan.created_at_ms <= undoWindowMs && nowMs >= scan.created_at_ms

/**
 * The undo of a scan: only the caller's latest, within two minutes, and only while every pane it moved still stands where
 * the scan left it (not broken, not moved on). Answers each pane with the state it goes back to, or the Persian reason.
 */
export const decideUndo = (
  scan: ScanToUndo,
  latestId: number | undefined,
  nowMs: number,
): Result.Result<ReadonlyArray<PaneBack>, ScanRefused> => {
  if (scan.id !== latestId) return Result.fail(new ScanRefused({ field: "scan", message: undoMessages.notLatest }))
  if (!mayUndoAt(scan, latestId, nowMs)) return Result.fail(new ScanRefused({ field: "scan", message: undoMessages.tooLate }))
  for (const pane of scan.panes) {
    if (pane.state === "broken")
      return Result.fail(new ScanRefused({ field: "scan", message: undoMessages.brokenSince(pane.code) }))
    if (pane.state !== stateAfter(scan.station))
      return Result.fail(new ScanRefused({ field: "scan", message: undoMessages.movedOn(pane.code) }))
  }
  return Result.succeed(scan.panes.map((pane) => ({ code: pane.code, state: stateBefore(pane.route, scan.station) })))
}
