import type { Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"

type Db = Kysely<Schema>

const nameOf = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ""}`.trim()

/** The order a card heads with: no price, no phone. */
export const cardOrderOf = async (db: Db, orderId: number) => {
  const row = await db
    .selectFrom("orders")
    .innerJoin("invoices", "invoices.id", "orders.invoice_id")
    .innerJoin("customers", "customers.id", "invoices.customer_id")
    .select([
      "orders.id",
      "orders.production_state",
      "orders.promised_date",
      "invoices.serial_number",
      "customers.name",
      "customers.last_name",
    ])
    .where("orders.id", "=", orderId)
    .executeTakeFirst()
  return row === undefined
    ? undefined
    : {
        id: row.id,
        serial_number: Number(row.serial_number),
        customer_name: nameOf(row.name, row.last_name) ?? "",
        promised_date: row.promised_date,
        production_state: row.production_state,
      }
}

/** A unit with its structure and its rack's number while racked. */
export const cardUnitOf = (db: Db, unitId: number) =>
  db
    .selectFrom("production_units")
    .leftJoin("racks", "racks.id", "production_units.rack_id")
    .select([
      "production_units.id",
      "production_units.code",
      "production_units.structure",
      "production_units.width",
      "production_units.height",
      "production_units.rack_id",
      "production_units.rack_slot",
      "racks.number as rack_number",
    ])
    .where("production_units.id", "=", unitId)
    .executeTakeFirst()

/** Every pane of a unit with its glass type's name, in letter order with each remake after the pane it replaces. */
export const cardPanesOf = (db: Db, unitId: number) =>
  db
    .selectFrom("production_panes")
    .innerJoin("glass_types", "glass_types.id", "production_panes.glass_type_id")
    .select([
      "production_panes.id",
      "production_panes.code",
      "production_panes.letter",
      "production_panes.state",
      "glass_types.name as glass_type_name",
      "production_panes.thickness",
      "production_panes.material",
      "production_panes.finished_width",
      "production_panes.finished_height",
      "production_panes.cut_width",
      "production_panes.cut_height",
      "production_panes.route",
      "production_panes.batch_id",
      "production_panes.remake_of",
    ])
    .where("production_panes.unit_id", "=", unitId)
    .orderBy("production_panes.letter")
    .orderBy("production_panes.remake_number")
    .orderBy("production_panes.id")
    .execute()

/** The breakage of some panes, with who reported it. */
export const cardBreakagesOf = async (db: Db, paneIds: ReadonlyArray<number>) =>
  (
    await db
      .selectFrom("production_breakages")
      .leftJoin("users", "users.id", "production_breakages.user_id")
      .select([
        "production_breakages.pane_id",
        "production_breakages.station",
        "production_breakages.reason",
        "production_breakages.note",
        "production_breakages.created_at",
        "users.name",
        "users.last_name",
      ])
      .where("production_breakages.pane_id", "in", [...paneIds])
      .execute()
  ).map((row) => ({
    pane_id: row.pane_id,
    station: row.station,
    reason: row.reason,
    note: row.note,
    at: row.created_at,
    user_name: nameOf(row.name, row.last_name),
  }))

/** Every station some panes passed, with the scan's maker and time, in the order they were scanned. */
export const cardPassesOf = async (db: Db, paneIds: ReadonlyArray<number>) =>
  (
    await db
      .selectFrom("production_passes")
      .innerJoin("production_scans", "production_scans.id", "production_passes.scan_id")
      .leftJoin("users", "users.id", "production_scans.user_id")
      .select([
        "production_passes.pane_id",
        "production_passes.station",
        "production_scans.created_at",
        "production_scans.id",
        "users.name",
        "users.last_name",
      ])
      .where("production_passes.pane_id", "in", [...paneIds])
      .orderBy("production_scans.id")
      .execute()
  ).map((row) => ({ pane_id: row.pane_id, station: row.station, at: row.created_at, user_name: nameOf(row.name, row.last_name) }))

/** The stored plans of released batches, by batch id. */
export const releasedPlansOf = async (db: Db, batchIds: ReadonlyArray<number>): Promise<ReadonlyMap<number, string>> =>
  batchIds.length === 0
    ? new Map()
    : new Map(
        (
          await db
            .selectFrom("cutting_batches")
            .select(["id", "plan"])
            .where("id", "in", [...batchIds])
            .where("state", "!=", "draft")
            .execute()
        ).map((row) => [row.id, row.plan]),
      )
