import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  expectedReadyDate,
  followsPieces,
  orderStateOfPieces,
  progressOf,
  scanMayMoveOrder,
  type OrderUnit,
} from "./OrderOfPieces.ts"
import { decideScan, isUnitStation, stateAfter, type ScanPane } from "./Scanning.ts"
import { stations, type Station } from "./Stations.ts"
import { unitArb } from "./testing/floorArbitraries.ts"

const rank = { waiting: 0, in_production: 1, ready: 2, delivered: 3 } as const

/** One random working order of scans over the units: a pane's next pane station, or a unit's next unit station once ready. */
const walk = (
  units: ReadonlyArray<ReadonlyArray<ScanPane>>,
  picks: ReadonlyArray<number>,
  stationsScanned: Array<Station> = [],
): ReadonlyArray<ReadonlyArray<ReadonlyArray<ScanPane>>> => {
  let now = units
  const seen = [now]
  for (const pick of picks) {
    const moves = now.flatMap((unit, index) =>
      stations.flatMap((station) => {
        const scans = isUnitStation(station)
          ? [decideScan({ kind: "unit", unit }, station)]
          : unit.map((pane) => decideScan({ kind: "pane", pane, unit }, station))
        return scans.flatMap((decided) => (Result.isSuccess(decided) ? [{ index, station, moved: decided.success.panes }] : []))
      }),
    )
    const move = moves[pick % Math.max(moves.length, 1)]
    if (move === undefined) break
    now = now.map((unit, index) =>
      index !== move.index
        ? unit
        : unit.map((pane) =>
            move.moved.some((other) => other.id === pane.id) ? { ...pane, state: stateAfter(move.station) } : pane,
          ),
    )
    seen.push(now)
    stationsScanned.push(move.station)
  }
  return seen
}

const unitsArb = fc
  .integer({ min: 1, max: 3 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, index) => unitArb(index + 1))))

describe("the order following its pieces", () => {
  it("is waiting before any scan, never goes back while panes move on, and is delivered once every unit left", () => {
    fc.assert(
      fc.property(unitsArb, fc.array(fc.nat(), { maxLength: 80 }), (units, picks) => {
        const states = walk(units, [...picks, ...Array.from({ length: 80 }, () => 0)]).map((step) => orderStateOfPieces(step))
        expect(states[0]).toBe("waiting")
        states.forEach(
          (state, index) => index > 0 && expect(rank[state]).toBeGreaterThanOrEqual(rank[states[index - 1] ?? "waiting"]),
        )
        expect(states.at(-1)).toBe("delivered")
      }),
    )
  })

  it("is left as it was by every scan that scanMayMoveOrder says cannot move it, so the scan need not read the order's panes", () => {
    fc.assert(
      fc.property(unitsArb, fc.array(fc.nat(), { maxLength: 80 }), (units, picks) => {
        const scanned: Array<Station> = []
        const states = walk(units, [...picks, ...Array.from({ length: 80 }, () => 0)], scanned).map((step) =>
          orderStateOfPieces(step),
        )
        scanned.forEach((station, index) => {
          const before = states[index] ?? "waiting"
          if (!scanMayMoveOrder(before, station)) expect(states[index + 1]).toBe(before)
        })
        expect(scanned.length).toBeGreaterThan(0)
      }),
    )
  })

  it("is in production once one pane was cut, ready once every unit passed quality, and a broken pane's remake holds ready back", () => {
    const route: ReadonlyArray<Station> = ["cutting", "quality", "racking", "dispatch"]
    const unit = (...states: ReadonlyArray<string>): OrderUnit => states.map((state) => ({ state, route }))
    expect(orderStateOfPieces([])).toBe("waiting")
    expect(orderStateOfPieces([unit("waiting"), unit("waiting")])).toBe("waiting")
    expect(orderStateOfPieces([unit("cutting"), unit("waiting")])).toBe("in_production")
    expect(orderStateOfPieces([unit("quality"), unit("racking")])).toBe("ready")
    expect(orderStateOfPieces([unit("quality", "broken", "waiting"), unit("racking")])).toBe("in_production")
    expect(orderStateOfPieces([unit("broken", "quality"), unit("dispatched")])).toBe("ready")
    expect(orderStateOfPieces([unit("broken", "dispatched"), unit("dispatched")])).toBe("delivered")
  })

  it("follows only orders from waiting to delivered", () => {
    expect(
      ["awaiting_confirmation", "waiting", "in_production", "ready", "delivered", "cancelled"].filter((state) =>
        followsPieces(state as never),
      ),
    ).toEqual(["waiting", "in_production", "ready", "delivered"])
  })

  it("counts per station the units that need it and those done, and shows the promised date until every unit passed quality", () => {
    fc.assert(
      fc.property(unitsArb, fc.array(fc.nat(), { maxLength: 40 }), (units, picks) => {
        const now = walk(units, picks).at(-1) ?? units
        const progress = progressOf(now)
        expect(progress.map((row) => row.station)).toEqual(
          stations.filter((station) => now.some((unit) => unit.some((pane) => pane.route.includes(station)))),
        )
        for (const row of progress) expect(row.done).toBeLessThanOrEqual(row.total)
        expect(progress.find((row) => row.station === "cutting")?.total).toBe(now.length)
        const allPassedQuality = progress.find((row) => row.station === "quality")?.done === now.length
        expect(expectedReadyDate("1405/01/10", now)).toBe(allPassedQuality ? null : "1405/01/10")
      }),
    )
  })
})
