import type { OrderState } from "../finance/OrderStates.ts"
import { hasPassed, isDispatched } from "./Scanning.ts"
import { stations, type Station } from "./Stations.ts"

/** A pane as the order's state and progress read it. */
export interface OrderPane {
  readonly state: string
  readonly route: ReadonlyArray<Station>
}

/** A unit of the order: every pane it has had, broken ones included. */
export type OrderUnit = ReadonlyArray<OrderPane>

/** The states an order with pieces takes from them (production.md section 6). */
export type PiecesOrderState = Extract<OrderState, "waiting" | "in_production" | "ready" | "delivered">

/** The states in which an order follows its pieces: from waiting until delivered; cancelled and unconfirmed orders never. */
export const followsPieces = (state: OrderState): state is PiecesOrderState =>
  state === "waiting" || state === "in_production" || state === "ready" || state === "delivered"

/** A unit's panes that stand: not broken (a remake stands in for a broken pane). */
const current = (unit: OrderUnit): OrderUnit => unit.filter((pane) => pane.state !== "broken")

/** Whether every standing pane of the unit passed `station`. */
const unitPassed = (unit: OrderUnit, station: Station): boolean => current(unit).every((pane) => hasPassed(pane, station))

/**
 * The order's state as its pieces say: delivered once every unit left, ready once every unit passed quality, in production
 * once any pane was cut (a broken pane counts: it was cut), else waiting. An order without units is waiting.
 */
export const orderStateOfPieces = (units: ReadonlyArray<OrderUnit>): PiecesOrderState => {
  if (units.length === 0) return "waiting"
  if (units.every((unit) => current(unit).length > 0 && current(unit).every((pane) => isDispatched(pane.state))))
    return "delivered"
  if (units.every((unit) => current(unit).length > 0 && unitPassed(unit, "quality"))) return "ready"
  return units.some((unit) => unit.some((pane) => pane.state !== "waiting")) ? "in_production" : "waiting"
}

/**
 * Whether a scan at `station` may change the state an order's pieces give it: the first scan starts a waiting order,
 * only a quality scan completes the last unit's quality (ready), only a dispatch scan its leaving (delivered); any other
 * scan leaves the state as it was. A breakage or an undo may move it anywhere and is derived in full.
 */
export const scanMayMoveOrder = (state: OrderState, station: Station): boolean =>
  state === "waiting" || station === "quality" || station === "dispatch"

/** Units done and in all at one station: units whose route holds it, done when every standing pane that needs it passed it. */
export interface StationProgress {
  readonly station: Station
  readonly done: number
  readonly total: number
}

/** The order's progress per station, in station order, for the stations any of its units pass. */
export const progressOf = (units: ReadonlyArray<OrderUnit>): ReadonlyArray<StationProgress> =>
  stations.flatMap((station) => {
    const needing = units
      .map((unit) => current(unit).filter((pane) => pane.route.includes(station)))
      .filter((panes) => panes.length > 0)
    return needing.length === 0
      ? []
      : [
          {
            station,
            done: needing.filter((panes) => panes.every((pane) => hasPassed(pane, station))).length,
            total: needing.length,
          },
        ]
  })

/** The ready date sales are shown: the promised date until every unit passed quality, then none. */
export const expectedReadyDate = (promised: string | null, units: ReadonlyArray<OrderUnit>): string | null =>
  units.length > 0 && units.every((unit) => current(unit).length > 0 && unitPassed(unit, "quality")) ? null : promised
