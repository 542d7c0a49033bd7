import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { stateAfter } from "./Scanning.ts"
import { decideUndo, mayUndoAt, undoWindowMs, type ScanToUndo } from "./ScanUndo.ts"
import type { Station } from "./Stations.ts"
import { routeArb } from "./testing/floorArbitraries.ts"

const route: ReadonlyArray<Station> = ["cutting", "edging", "quality", "racking", "dispatch"]
const scan = (overrides: Partial<ScanToUndo> = {}): ScanToUndo => ({
  id: 7,
  station: "edging",
  created_at_ms: 1_000_000,
  panes: [{ code: "1035-1-1-A", state: "edging", route }],
  ...overrides,
})
const refusal = (result: Result.Result<unknown, { readonly field: string; readonly message: string }>) =>
  Result.match(result, { onSuccess: () => undefined, onFailure: ({ field, message }) => ({ field, message }) })

describe("undoing a scan", () => {
  it("puts every pane back to the station before on its route (or waiting), only for the latest scan within two minutes", () => {
    fc.assert(
      fc.property(
        routeArb(),
        fc.nat(),
        fc.integer({ min: 0, max: 2 * undoWindowMs }),
        fc.boolean(),
        (stations, seed, after, latest) => {
          const station = stations[seed % stations.length] as Station
          const at = stations.indexOf(station)
          const undone = decideUndo(
            scan({ station, panes: [{ code: "X", state: stateAfter(station), route: stations }] }),
            latest ? 7 : 8,
            1_000_000 + after,
          )
          if (!latest || after > undoWindowMs) expect(Result.isFailure(undone)).toBe(true)
          else expect(undone).toEqual(Result.succeed([{ code: "X", state: at === 0 ? "waiting" : stations[at - 1] }]))
          expect(mayUndoAt({ id: 7, created_at_ms: 1_000_000 }, latest ? 7 : 8, 1_000_000 + after)).toBe(
            latest && after <= undoWindowMs,
          )
        },
      ),
    )
  })

  it("refuses in Persian under scan: not the latest, too late, a pane broken or moved on since", () => {
    expect(refusal(decideUndo(scan(), 9, 1_000_000))).toEqual({
      field: "scan",
      message: "فقط آخرین اسکن خودتان برگردانده می‌شود",
    })
    expect(refusal(decideUndo(scan(), 7, 1_000_000 + undoWindowMs + 1))).toEqual({
      field: "scan",
      message: "مهلت دو دقیقه‌ای برگرداندن این اسکن گذشته است",
    })
    expect(refusal(decideUndo(scan({ panes: [{ code: "1035-1-1-A", state: "broken", route }] }), 7, 1_000_000))).toEqual({
      field: "scan",
      message: "قطعه 1035-1-1-A پس از این اسکن شکسته شده است و اسکن برنمی‌گردد",
    })
    expect(refusal(decideUndo(scan({ panes: [{ code: "1035-1-1-A", state: "quality", route }] }), 7, 1_000_000))).toEqual({
      field: "scan",
      message: "قطعه 1035-1-1-A پس از این اسکن در ایستگاه بعدی ثبت شده است و اسکن برنمی‌گردد",
    })
    expect(
      decideUndo(scan({ station: "dispatch", panes: [{ code: "1035-1-1-A", state: "dispatched", route }] }), 7, 1_000_000),
    ).toEqual(Result.succeed([{ code: "1035-1-1-A", state: "racking" }]))
  })
})
