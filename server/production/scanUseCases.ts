import { Result } from "effect"
import type { RackId, ScanId } from "../../domain/identifiers/Ids.ts"
import { chooseRackSlot, rackSlotMessages, type RackPlace } from "../../domain/production/RackSlot.ts"
import {
  decideScan,
  mayScanAt,
  scanMessages,
  ScanRefused,
  stateAfter,
  validateScanBody,
  type Scanned,
} from "../../domain/production/Scanning.ts"
import { decideUndo, mayUndoAt } from "../../domain/production/ScanUndo.ts"
import { isStation, readRoute, type Station } from "../../domain/production/Stations.ts"
import { unitWeightGrams } from "../../domain/production/Weight.ts"
import type { Role } from "../../domain/roles/Role.ts"
import { isUniqueViolation } from "../db/uniqueViolation.ts"
import type { Schemas } from "../http/answers.ts"
import { breakageUseCases } from "./breakageUseCases.ts"
import { pieceCardUseCases } from "./pieceCardUseCases.ts"
import { invalidOf, ScanInvalid, ScanNotFound, type ScanRefusal } from "./ScanRefusal.ts"
import { scanPaneOf, type ScanPaneRow } from "./scanRows.ts"
import type { ScanStore, ScanWrites } from "./scanStore.ts"

/** The signed-in caller as the floor's use cases need them. */
export interface ScanCaller {
  readonly id: number
  readonly role: Role
}

type Outcome<A> = Promise<Result.Result<A, ScanRefusal>>

/** A scan's answer (`ScanAnswer`'s data). */
export type ScanAnswerData = Schemas["ScanAnswer"]["data"]

type PaneLetter = ScanAnswerData["panes"][number]["letter"]

/** How many of the caller's scans the station screen lists. */
export const listedScans = 20

const refused = (field: ScanRefused["field"], message: string) => Result.fail(invalidOf(new ScanRefused({ field, message })))

/**
 * The scanning use cases (production.md section 6): a scan (which racks and dispatches units), the caller's latest scans,
 * the undo of their last one; breakage and the piece card beside them. Each write is one transaction on the locked order.
 */
export const scanUseCases = (store: ScanStore, clock: { readonly now: () => number }) => {
  const nowIso = () => new Date(clock.now()).toISOString()

  /** The stations the caller may scan at: an operator's own, a manager's every one. */
  const heldBy = async (caller: ScanCaller): Promise<ReadonlyArray<Station> | "any"> =>
    caller.role === "operator" ? readRoute(await store.stationsOfUser(caller.id)) : "any"

  /** The slot a racking scan puts the unit in: the rack named, else the slot choice over the in-plant racks. */
  const placeOf = async (
    tx: ScanWrites,
    orderId: number,
    panes: ReadonlyArray<ScanPaneRow>,
    rackId: RackId | undefined,
  ): Promise<Result.Result<RackPlace, ScanRefusal>> => {
    const grams = unitWeightGrams(panes)
    const spaces = await tx.rackSpaces(orderId, grams, rackId)
    const named = rackId === undefined ? undefined : spaces[0]
    if (rackId !== undefined && named === undefined) return refused("code", rackSlotMessages.unknownRack)
    return Result.mapError(chooseRackSlot(spaces, grams, named), (message) =>
      invalidOf(new ScanRefused({ field: "code", message })),
    )
  }

  /** The scan inside its transaction: what the code names, the decision on the pieces re-read under the order's lock, the writes. */
  const scanIn = async (
    tx: ScanWrites,
    caller: ScanCaller,
    code: string,
    station: Station,
    rackId: RackId | undefined,
  ): Outcome<ScanAnswerData> => {
    const found = await tx.findCode(code)
    const order = found === undefined ? undefined : await tx.lockOrder(found.orderId)
    const unit = found === undefined ? undefined : await tx.unit(found.unitId)
    if (found === undefined || order === undefined || unit === undefined) return refused("code", scanMessages.unknownCode)
    const rows = await tx.unitPanes(unit.id)
    const panes = rows.map(scanPaneOf)
    const pane = panes.find((candidate) => candidate.code === code)
    const scanned: Scanned =
      found.kind === "pane" && pane !== undefined ? { kind: "pane", pane, unit: panes } : { kind: "unit", unit: panes }
    const decided = decideScan(scanned, station)
    if (Result.isFailure(decided)) return Result.fail(invalidOf(decided.failure))
    // A unit already in a slot (its remake racked after it) keeps it.
    const placed = station === "racking" && unit.rack_id === null ? await placeOf(tx, order.id, rows, rackId) : undefined
    if (placed !== undefined && Result.isFailure(placed)) return Result.fail(placed.failure)
    const place = placed?.success
    const at = nowIso()
    const scanId = await tx.insertScan({
      code,
      station,
      order_id: order.id,
      unit_id: unit.id,
      user_id: caller.id,
      rack_id: place?.rack_id ?? null,
      rack_slot: place?.slot ?? null,
      created_at: at,
    })
    const moved = decided.success.panes.map((one) => one.id)
    await tx.insertPasses(scanId, station, moved)
    await tx.setPaneStates(moved, stateAfter(station), at)
    if (place !== undefined) await tx.setUnitRack(unit.id, place.rack_id, place.slot)
    if (station === "dispatch") {
      await tx.setUnitDispatched(unit.id, at)
      // A rack leaves with the delivery once every unit on it has left.
      if (unit.rack_id !== null && (await tx.unitsStillOnRack(unit.rack_id)) === 0)
        await tx.setRackPlace(unit.rack_id, "at_customer", at, at)
    }
    const orderState = await tx.followPieces(order, caller.id, at, station)
    const held =
      place ?? (unit.rack_id === null || unit.rack_slot === null ? undefined : { rack_id: unit.rack_id, slot: unit.rack_slot })
    const rack = held === undefined ? undefined : await tx.rack(held.rack_id)
    // The unit's panes as the writes above left them, without reading them again.
    const after = rows.map((row) => (moved.includes(row.id) ? { ...row, state: stateAfter(station) } : row))
    return Result.succeed({
      scan_id: scanId,
      code,
      station,
      kind: found.kind,
      unit_code: unit.code,
      order_id: order.id,
      serial_number: order.serial_number,
      customer_name: order.customer_name,
      width: unit.width,
      height: unit.height,
      panes: after.map((row) => ({
        code: row.code,
        letter: row.letter as PaneLetter,
        state: row.state as Schemas["ScanPaneState"],
      })),
      next_station: decided.success.next_station,
      rack: rack === undefined || held === undefined ? null : { id: rack.id, number: rack.number, slot: held.slot },
      order_state: orderState,
    })
  }

  /** The undo inside its transaction, on the locked order. */
  const undoIn = async (tx: ScanWrites, caller: ScanCaller, scanId: ScanId): Outcome<void> => {
    const scan = await tx.userScan(caller.id, scanId)
    if (scan === undefined || !isStation(scan.station)) return Result.fail(new ScanNotFound())
    const order = await tx.lockOrder(scan.order_id)
    if (order === undefined) return Result.fail(new ScanNotFound())
    const rows = await tx.scanPanes(scan.id)
    const panes = rows.map((row) => ({ code: row.code, state: row.state, route: readRoute(row.route) }))
    const decided = decideUndo(
      { id: scan.id, station: scan.station, created_at_ms: Date.parse(scan.created_at), panes },
      await tx.latestScanIdOf(caller.id),
      clock.now(),
    )
    if (Result.isFailure(decided)) return Result.fail(invalidOf(decided.failure))
    const at = nowIso()
    for (const back of decided.success)
      await tx.setPaneStates(
        rows.filter((row) => row.code === back.code).map((row) => row.id),
        back.state,
        at,
      )
    await tx.removeScan(scan.id)
    if (scan.station === "racking" && scan.rack_id !== null) await tx.setUnitRack(scan.unit_id, null, null)
    if (scan.station === "dispatch") {
      await tx.setUnitDispatched(scan.unit_id, null)
      const unit = await tx.unit(scan.unit_id)
      const rack = unit?.rack_id == null ? undefined : await tx.rack(unit.rack_id)
      if (rack !== undefined && rack.state === "at_customer") await tx.setRackPlace(rack.id, "in_plant", null, at)
    }
    await tx.followPieces(order, caller.id, at)
    return Result.succeed(undefined)
  }

  return {
    /**
     * Marks a pane or a unit done at a station (`{code, station}`); at racking `rackId` names the rack (the rack page's
     * `POST rack/{id}/slot`), else the slot is chosen. Two scans racing for one pane count once: the loser is refused.
     */
    scan: async (caller: ScanCaller, body: unknown, rackId?: RackId): Outcome<ScanAnswerData> => {
      const checked = validateScanBody(body)
      if (Result.isFailure(checked)) return Result.fail(new ScanInvalid({ errors: checked.failure }))
      const { code, station } = checked.success
      const allowed = mayScanAt(await heldBy(caller), station)
      if (Result.isFailure(allowed)) return Result.fail(invalidOf(allowed.failure))
      try {
        return await store.transaction((tx) => scanIn(tx, caller, code, station, rackId))
      } catch (error) {
        // The pass's primary key (pane, station) stops a second scan the lock did not (another process on SQLite's file).
        if (isUniqueViolation(error)) return refused("code", scanMessages.alreadyDone(station))
        throw error
      }
    },

    /** The caller's latest scans at a station (at every station without one), newest first, each saying whether the caller may still undo it. */
    scans: async (caller: ScanCaller, stationText: string | undefined): Outcome<Array<Schemas["ScanRow"]>> => {
      const station = stationText?.trim() ?? ""
      if (station !== "" && !isStation(station)) return refused("station", scanMessages.unknownStation)
      const allowed = isStation(station) ? mayScanAt(await heldBy(caller), station) : Result.succeed(undefined)
      if (Result.isFailure(allowed)) return Result.fail(invalidOf(allowed.failure))
      const [rows, latest] = await Promise.all([
        store.latestScansAt(caller.id, isStation(station) ? station : undefined, listedScans),
        store.latestScanIdOf(caller.id),
      ])
      const now = clock.now()
      return Result.succeed(
        rows.map((row) => ({
          id: row.id,
          code: row.code,
          station: row.station as Station,
          created_at: row.created_at,
          user_name: row.name === null ? null : `${row.name} ${row.last_name ?? ""}`.trim(),
          may_undo: mayUndoAt({ id: row.id, created_at_ms: Date.parse(row.created_at) }, latest, now),
        })),
      )
    },

    /** Undoes the caller's own latest scan within two minutes of it. */
    undo: (caller: ScanCaller, scanId: ScanId): Outcome<void> => store.transaction((tx) => undoIn(tx, caller, scanId)),

    ...breakageUseCases(store, clock, heldBy),
    ...pieceCardUseCases(store),
  }
}

/** The scanning use cases as the routes (and the racks' slot call) hold them. */
export type ScanUseCases = ReturnType<typeof scanUseCases>
