import { Result } from "effect"
import { isUnitStation } from "../../domain/production/Scanning.ts"
import { readRoute, stations, type Station } from "../../domain/production/Stations.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Database } from "../db/Database.ts"
import { batchStoreIn } from "../production/batchStore.ts"
import { batchUseCases } from "../production/batchUseCases.ts"
import { scanUseCases } from "../production/scanUseCases.ts"
import { scanStoreIn } from "../production/scanStore.ts"
import { demoAccounts } from "./demoAccounts.ts"

/** Where a demo order's pieces are taken by their scans: delivered, ready (and racked), or part-way through production. */
export type FloorTarget = "delivered" | "ready" | "in_production"

/** A demo order and the state its scans bring it to. */
export interface FloorOrder {
  readonly orderId: number
  readonly target: FloorTarget
}

/** How long each demo plan may search: the seed runs at every first start, so it stays short. */
const demoPlanSeconds = 0.2

/** The last station each target's units pass: a ready order's units wait on their rack. */
const lastStationOf: Readonly<Record<Exclude<FloorTarget, "in_production">, Station>> = {
  delivered: "dispatch",
  ready: "racking",
}

interface Scanner {
  readonly id: number
  readonly role: Role
}

/** Refused demo scans are a bug in the demo: the seed stops with the refusal. */
const succeeded = <A>(what: string, outcome: Result.Result<A, unknown>): A => {
  if (Result.isFailure(outcome)) throw new Error(`demo floor: ${what} was refused: ${JSON.stringify(outcome.failure)}`)
  return outcome.success
}

/** The demo's people by role and, for the two operators, who scans which station; a station no operator holds is the production manager's. */
const scannersOf = (): ((station: Station) => Scanner) => {
  const idOf = (index: number) => index + 1
  const manager = demoAccounts.findIndex((account) => account.role === "production-manager")
  return (station) => {
    const operator = demoAccounts.findIndex((account) => account.role === "operator" && account.stations.includes(station))
    return operator >= 0 ? { id: idOf(operator), role: "operator" } : { id: idOf(manager), role: "production-manager" }
  }
}

interface FloorUnit {
  readonly code: string
  readonly panes: ReadonlyArray<{ readonly code: string; readonly route: ReadonlyArray<Station> }>
}

const unitsOf = async (
  { db }: Database,
  where: { readonly orderIds?: ReadonlyArray<number>; readonly batchId?: number },
): Promise<Array<FloorUnit>> => {
  let query = db
    .selectFrom("production_panes")
    .innerJoin("production_units", "production_units.id", "production_panes.unit_id")
    .select(["production_units.code as unit_code", "production_panes.code", "production_panes.route"])
    .where("production_panes.state", "!=", "broken")
    .orderBy("production_units.line_position")
    .orderBy("production_units.unit_number")
    .orderBy("production_panes.id")
  if (where.orderIds !== undefined) query = query.where("production_panes.order_id", "in", [...where.orderIds, 0])
  if (where.batchId !== undefined) query = query.where("production_panes.batch_id", "=", where.batchId)
  const units = new Map<string, Array<{ code: string; route: ReadonlyArray<Station> }>>()
  for (const row of await query.execute())
    units.set(row.unit_code, [...(units.get(row.unit_code) ?? []), { code: row.code, route: readRoute(row.route) }])
  return [...units].map(([code, panes]) => ({ code, panes }))
}

/**
 * The demo's floor (production.md sections 6-7): eight racks; the orders whose story says delivered, ready or in production
 * get their own released batches and are scanned there by the demo operators (delivered through dispatch, so a rack is
 * at the customer; ready through racking, so a rack holds a finished order; in production cut and partly edged, with one
 * pane broken in the furnace and its remake waiting). Run after the demo's money and before its cutting plans.
 */
export const seedDemoFloor = async (database: Database, orders: ReadonlyArray<FloorOrder>, nowMs: number): Promise<void> => {
  const clock = { now: () => nowMs }
  const at = new Date(nowMs).toISOString()
  await database.db
    .insertInto("racks")
    .values(
      Array.from({ length: 8 }, (_, n) => ({
        number: n + 1,
        slots: 20,
        capacity_kg: 2000,
        state: "in_plant",
        left_at: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute()
  if (orders.length === 0) return
  const batches = batchUseCases(batchStoreIn(database), clock, { maxSeconds: demoPlanSeconds })
  const scans = scanUseCases(scanStoreIn(database), clock)
  const scannerAt = scannersOf()
  const manager = scannerAt("processing")

  // Each material of these orders gets a batch of their panes alone, released so its panes may be cut.
  const orderIds = orders.map((order) => order.orderId)
  const materials = await database.db
    .selectFrom("production_panes")
    .select(["glass_type_id", "glass_width_id"])
    .distinct()
    .where("order_id", "in", orderIds)
    .where("state", "=", "waiting")
    .where("batch_id", "is", null)
    .execute()
  for (const material of materials) {
    const draft = succeeded("a batch", await batches.create(manager.id, { ...material, order_ids: orderIds }))
    succeeded("a release", await batches.release(draft.id))
  }

  const scan = async (code: string, station: Station) =>
    succeeded(`${code} at ${station}`, await scans.scan(scannerAt(station), { code, station }))
  for (const order of orders) {
    const units = await unitsOf(database, { orderIds: [order.orderId] })
    if (order.target === "in_production") {
      await partWay(units, scan)
      continue
    }
    // Station by station across the order, as a plant works: the whole order is racked before any of it leaves.
    const last = stations.indexOf(lastStationOf[order.target])
    for (const station of stations.slice(0, last + 1)) for (const unit of units) await walkUnit(unit, [station], scan)
  }
  // One pane of the first order in production, edged and due at the furnace, broke there; its remake waits for cutting.
  const inProduction = orders.find((order) => order.target === "in_production")
  if (inProduction === undefined) return
  const broken = (await unitsOf(database, { orderIds: [inProduction.orderId] }))
    .flatMap((unit) => unit.panes)
    .find((pane) => pane.route.includes("tempering"))
  if (broken === undefined) return
  const station = broken.route[broken.route.indexOf("tempering")] ?? "tempering"
  for (const before of broken.route.slice(0, broken.route.indexOf("tempering")))
    await scans.scan(scannerAt(before), { code: broken.code, station: before })
  succeeded(
    "a breakage",
    await scans.broken(scannerAt(station), broken.code, { station, reason: "furnace", note: "ترک هنگام خنک شدن" }),
  )
}

/** A unit through the given stations: each pane at its own stations before laminating, then the unit as one. */
const walkUnit = async (
  unit: FloorUnit,
  through: ReadonlyArray<Station>,
  scan: (code: string, station: Station) => Promise<unknown>,
): Promise<void> => {
  for (const station of through) {
    const needing = unit.panes.filter((pane) => pane.route.includes(station))
    if (needing.length === 0) continue
    if (isUnitStation(station)) await scan(unit.code, station)
    else for (const pane of needing) await scan(pane.code, station)
  }
}

/** Part-way: every pane cut, the first half of the units also edged. */
const partWay = async (
  units: ReadonlyArray<FloorUnit>,
  scan: (code: string, station: Station) => Promise<unknown>,
): Promise<void> => {
  for (const [index, unit] of units.entries())
    await walkUnit(unit, index < units.length / 2 ? ["cutting", "edging"] : ["cutting"], scan)
}

/** The demo's released cutting batch part-way on the floor: two of every three panes cut, one of every three edged too. */
export const seedDemoFloorCutting = async (database: Database, nowMs: number): Promise<void> => {
  const released = await database.db
    .selectFrom("cutting_batches")
    .select("id")
    .where("state", "=", "released")
    .orderBy("id", "desc")
    .executeTakeFirst()
  if (released === undefined) return
  const scans = scanUseCases(scanStoreIn(database), { now: () => nowMs })
  const scannerAt = scannersOf()
  const panes = (await unitsOf(database, { batchId: released.id })).flatMap((unit) => unit.panes)
  for (const [index, pane] of panes.entries()) {
    if (index % 3 === 2) continue
    const stops = index % 3 === 0 ? pane.route.slice(0, 2).filter((station) => !isUnitStation(station)) : pane.route.slice(0, 1)
    for (const station of stops)
      succeeded(`${pane.code} at ${station}`, await scans.scan(scannerAt(station), { code: pane.code, station }))
  }
}
