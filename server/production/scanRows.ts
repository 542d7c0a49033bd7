import type { Kysely, Transaction } from "kysely"
import type { ScanPane } from "../../domain/production/Scanning.ts"
import { readRoute } from "../../domain/production/Stations.ts"
import type { Dialect } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"

type Trx = Transaction<Schema>
type Db = Kysely<Schema>

/** A pane as a scan reads it: its unit and order, state, route, batch, and what its weight and remakes need. */
export interface ScanPaneRow {
  readonly id: number
  readonly unit_id: number
  readonly order_id: number
  readonly code: string
  readonly letter: string
  readonly state: string
  readonly route: string
  readonly batch_id: number | null
  readonly remake_of: number | null
  readonly remake_number: number
  readonly finished_width: number
  readonly finished_height: number
  readonly thickness: number
}

/** A unit as a scan answers it, with its rack slot. */
export interface ScanUnitRow {
  readonly id: number
  readonly order_id: number
  readonly code: string
  readonly width: number
  readonly height: number
  readonly rack_id: number | null
  readonly rack_slot: number | null
  readonly dispatched_at: string | null
}

/** The order a scan follows: its state, invoice serial, owning expert and customer. */
export interface ScanOrderRow {
  readonly id: number
  readonly production_state: string
  readonly serial_number: number
  readonly sales_expert_id: number | null
  readonly customer_name: string
}

/** A stored scan. */
export interface ScanRow {
  readonly id: number
  readonly code: string
  readonly station: string
  readonly order_id: number
  readonly unit_id: number
  readonly user_id: number | null
  readonly rack_id: number | null
  readonly rack_slot: number | null
  readonly created_at: string
}

const paneColumns = [
  "id",
  "unit_id",
  "order_id",
  "code",
  "letter",
  "state",
  "route",
  "batch_id",
  "remake_of",
  "remake_number",
  "finished_width",
  "finished_height",
  "thickness",
] as const

/** A stored pane as the scan decision reads it: its route read, and whether a released batch holds it. */
export const scanPaneOf = (row: ScanPaneRow): ScanPane => ({
  id: row.id,
  code: row.code,
  state: row.state,
  route: readRoute(row.route),
  in_batch: row.batch_id !== null,
})

/** What a code names: a pane (and its unit), or a unit; none for an unknown code. */
export const findCodeIn = async (
  from: Db | Trx,
  code: string,
): Promise<{ readonly kind: "pane" | "unit"; readonly unitId: number; readonly orderId: number } | undefined> => {
  const pane = await from
    .selectFrom("production_panes")
    .select(["unit_id", "order_id"])
    .where("code", "=", code)
    .executeTakeFirst()
  if (pane !== undefined) return { kind: "pane", unitId: pane.unit_id, orderId: pane.order_id }
  const unit = await from.selectFrom("production_units").select(["id", "order_id"]).where("code", "=", code).executeTakeFirst()
  return unit === undefined ? undefined : { kind: "unit", unitId: unit.id, orderId: unit.order_id }
}

/**
 * The order, locked on PostgreSQL for the rest of the transaction as an order move locks it (its invoice first, then the
 * order: the kept counts' triggers read the invoice locked), so two scans of one order follow it one after the other.
 */
export const lockOrderIn = async (trx: Trx, dialect: Dialect, orderId: number): Promise<ScanOrderRow | undefined> => {
  if (dialect === "postgres")
    await trx
      .selectFrom("invoices")
      .select("id")
      .where("id", "=", (eb) => eb.selectFrom("orders").select("invoice_id").where("orders.id", "=", orderId))
      .forNoKeyUpdate()
      .execute()
  const row = await trx
    .selectFrom("orders")
    .innerJoin("invoices", "invoices.id", "orders.invoice_id")
    .innerJoin("customers", "customers.id", "invoices.customer_id")
    .select([
      "orders.id",
      "orders.production_state",
      "invoices.serial_number",
      "invoices.sales_expert_id",
      "customers.name",
      "customers.last_name",
    ])
    .where("orders.id", "=", orderId)
    .$if(dialect === "postgres", (q) => q.forUpdate("orders"))
    .executeTakeFirst()
  if (row === undefined) return undefined
  return {
    id: row.id,
    production_state: row.production_state,
    serial_number: Number(row.serial_number),
    sales_expert_id: row.sales_expert_id,
    customer_name: `${row.name} ${row.last_name ?? ""}`.trim(),
  }
}

/** Every pane of a unit, in letter order with each remake after the pane it replaces. */
export const unitPanesIn = (from: Db | Trx, unitId: number): Promise<ReadonlyArray<ScanPaneRow>> =>
  from
    .selectFrom("production_panes")
    .select(paneColumns)
    .where("unit_id", "=", unitId)
    .orderBy("letter")
    .orderBy("remake_number")
    .orderBy("id")
    .execute()

/** A unit. */
export const unitIn = (from: Db | Trx, unitId: number): Promise<ScanUnitRow | undefined> =>
  from
    .selectFrom("production_units")
    .select(["id", "order_id", "code", "width", "height", "rack_id", "rack_slot", "dispatched_at"])
    .where("id", "=", unitId)
    .executeTakeFirst()

/** Every pane of an order with its unit: what the order's state is derived from. */
export const orderPanesIn = (
  trx: Trx,
  orderId: number,
): Promise<ReadonlyArray<{ readonly unit_id: number; readonly state: string; readonly route: string }>> =>
  trx.selectFrom("production_panes").select(["unit_id", "state", "route"]).where("order_id", "=", orderId).execute()

/** Writes a new state on the order, with its ready and delivered stamps. */
export const setOrderStateIn = (
  trx: Trx,
  orderId: number,
  state: string,
  stamps: { readonly ready_at?: string | null; readonly delivered_at?: string | null },
  nowIso: string,
) =>
  trx
    .updateTable("orders")
    .set({ production_state: state, updated_at: nowIso, ...stamps })
    .where("id", "=", orderId)
    .execute()

/** Records a scan; answers its id. */
export const insertScanIn = async (trx: Trx, scan: Omit<ScanRow, "id">): Promise<number> =>
  (await trx.insertInto("production_scans").values(scan).returning("id").executeTakeFirstOrThrow()).id

/** Records the panes a scan moved past its station: the primary key (pane, station) makes a racing second scan fail here. */
export const insertPassesIn = (trx: Trx, scanId: number, station: string, paneIds: ReadonlyArray<number>) =>
  trx
    .insertInto("production_passes")
    .values(paneIds.map((pane_id) => ({ pane_id, station, scan_id: scanId })))
    .execute()

/** Sets the state of some panes. */
export const setPaneStatesIn = (trx: Trx, paneIds: ReadonlyArray<number>, state: string, nowIso: string) =>
  paneIds.length === 0
    ? Promise.resolve()
    : trx
        .updateTable("production_panes")
        .set({ state, updated_at: nowIso })
        .where("id", "in", [...paneIds])
        .execute()

/** Puts a unit in a rack slot, or takes it out (null). */
export const setUnitRackIn = (trx: Trx, unitId: number, rackId: number | null, slot: number | null) =>
  trx.updateTable("production_units").set({ rack_id: rackId, rack_slot: slot }).where("id", "=", unitId).execute()

/** Marks a unit dispatched (a time) or back in the plant (null). */
export const setUnitDispatchedIn = (trx: Trx, unitId: number, at: string | null) =>
  trx.updateTable("production_units").set({ dispatched_at: at }).where("id", "=", unitId).execute()

/** How many units a rack still holds (not dispatched). */
export const unitsStillOnRackIn = async (trx: Trx, rackId: number): Promise<number> =>
  Number(
    (
      await trx
        .selectFrom("production_units")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("rack_id", "=", rackId)
        .where("dispatched_at", "is", null)
        .executeTakeFirst()
    )?.n ?? 0,
  )

/** Moves a rack to the customer (its units all left) or back to the plant (a dispatch undone). */
export const setRackPlaceIn = (
  trx: Trx,
  rackId: number,
  state: "in_plant" | "at_customer",
  leftAt: string | null,
  nowIso: string,
) => trx.updateTable("racks").set({ state, left_at: leftAt, updated_at: nowIso }).where("id", "=", rackId).execute()

/** A rack's number and state. */
export const rackIn = (trx: Trx, rackId: number) =>
  trx.selectFrom("racks").select(["id", "number", "state"]).where("id", "=", rackId).executeTakeFirst()

/** The stations kept on a user (comma separated, in station order); empty for an unknown user. */
export const stationsOfUser = async (db: Db, userId: number): Promise<string> =>
  (await db.selectFrom("users").select("stations").where("id", "=", userId).executeTakeFirst())?.stations ?? ""

/** A scan of the user's; none for another's or an unknown id. */
export const userScanIn = (trx: Trx, userId: number, scanId: number): Promise<ScanRow | undefined> =>
  trx.selectFrom("production_scans").selectAll().where("id", "=", scanId).where("user_id", "=", userId).executeTakeFirst()

/** The id of the user's latest scan; none before their first. */
export const latestScanIdOf = async (from: Db | Trx, userId: number): Promise<number | undefined> =>
  (
    await from
      .selectFrom("production_scans")
      .select("id")
      .where("user_id", "=", userId)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst()
  )?.id

/** The panes a scan moved, as they stand now. */
export const scanPanesIn = (trx: Trx, scanId: number): Promise<ReadonlyArray<ScanPaneRow>> =>
  trx
    .selectFrom("production_passes")
    .innerJoin("production_panes", "production_panes.id", "production_passes.pane_id")
    .select(paneColumns.map((column) => `production_panes.${column}` as const))
    .where("production_passes.scan_id", "=", scanId)
    .orderBy("production_panes.id")
    .execute()

/** Removes a scan and the passes it made. */
export const removeScanIn = async (trx: Trx, scanId: number) => {
  await trx.deleteFrom("production_passes").where("scan_id", "=", scanId).execute()
  await trx.deleteFrom("production_scans").where("id", "=", scanId).execute()
}

/** The user's latest scans at a station (at every station without one), newest first, with their name. */
export const latestScansAt = (db: Db, userId: number, station: string | undefined, limit: number) =>
  db
    .selectFrom("production_scans")
    .leftJoin("users", "users.id", "production_scans.user_id")
    .select([
      "production_scans.id",
      "production_scans.code",
      "production_scans.station",
      "production_scans.created_at",
      "users.name",
      "users.last_name",
    ])
    .where("production_scans.user_id", "=", userId)
    .$if(station !== undefined, (q) => q.where("production_scans.station", "=", station ?? ""))
    .orderBy("production_scans.id", "desc")
    .limit(limit)
    .execute()
