import type { Kysely } from "kysely"
import { storedRoute, type Station } from "../../../domain/production/Stations.ts"
import type { Schema } from "../../db/schema.ts"
import type { TestServer } from "../../testing/harness.ts"
import { materialOf, orderWithPanes } from "./paneRows.ts"

const at = "2025-03-10T08:00:00.000Z"

/** A stored unit of a floor order: its id and code, and its panes' ids and codes in letter order. */
export interface FloorUnit {
  readonly id: number
  readonly code: string
  readonly panes: ReadonlyArray<{ readonly id: number; readonly code: string }>
}

/** A stored order of the floor's tests: its id and serial, and its units. */
export interface FloorOrder {
  readonly orderId: number
  readonly serialNumber: number
  readonly units: ReadonlyArray<FloorUnit>
}

const structureOf = (routes: ReadonlyArray<ReadonlyArray<Station>>): string => {
  if (routes.length === 1) return "single"
  if (routes.length === 3) return "double_laminated"
  return routes.some((route) => route.includes("laminating")) ? "laminated" : "double"
}

/** A released cutting batch: only its id matters to the floor. */
export const releasedBatchOf = async (db: Kysely<Schema>, plan = "{}"): Promise<number> =>
  (
    await db
      .insertInto("cutting_batches")
      .values({
        glass_type_id: 1,
        glass_width_id: 1,
        state: "released",
        panes: 1,
        sheets: 1,
        pieces_area_mm2: 1,
        used_area_mm2: 1,
        yield_basis_points: 1,
        seed: 1,
        plan,
        user_id: null,
        created_at: at,
        released_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id

/**
 * A confirmed order written straight into the tables, each unit given as its panes' routes (1000 × 500 mm, 6 mm, one pane
 * per route, lettered A, B, C), every pane waiting for cutting in a released batch unless `released` is false; the invoice
 * is the demo sales expert's when `owner` is given.
 */
export const floorOrderOf = async (
  t: TestServer,
  units: ReadonlyArray<ReadonlyArray<ReadonlyArray<Station>>>,
  options: { readonly released?: boolean; readonly owner?: number; readonly promisedDate?: string } = {},
): Promise<FloorOrder> => {
  const order = await orderWithPanes(t.db, await materialOf(t.db), [], { promisedDate: options.promisedDate ?? null })
  if (options.owner !== undefined)
    await t.db
      .updateTable("invoices")
      .set({ sales_expert_id: options.owner })
      .where("serial_number", "=", order.serialNumber)
      .execute()
  const line = await t.db
    .selectFrom("invoice_lines")
    .innerJoin("invoices", "invoices.id", "invoice_lines.invoice_id")
    .select("invoice_lines.id")
    .where("invoices.serial_number", "=", order.serialNumber)
    .executeTakeFirstOrThrow()
  const batchId = options.released === false ? null : await releasedBatchOf(t.db)
  const stored: Array<FloorUnit> = []
  for (const [index, routes] of units.entries()) {
    const code = `${order.serialNumber}-1-${index + 1}`
    const unit = await t.db
      .insertInto("production_units")
      .values({
        order_id: order.orderId,
        invoice_line_id: line.id,
        code,
        line_position: 1,
        unit_number: index + 1,
        structure: structureOf(routes),
        width: 1000,
        height: 500,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    const panes = []
    for (const [paneIndex, route] of routes.entries()) {
      const letter = ["A", "B", "C"][paneIndex] ?? "A"
      const pane = await t.db
        .insertInto("production_panes")
        .values({
          unit_id: unit.id,
          order_id: order.orderId,
          code: `${code}-${letter}`,
          letter,
          remake_of: null,
          glass_type_id: 1,
          glass_width_id: 1,
          thickness: 6,
          material: 2,
          finished_width: 1000,
          finished_height: 500,
          cut_width: 1002,
          cut_height: 502,
          edge_type: 1,
          route: storedRoute(route),
          state: "waiting",
          batch_id: batchId,
          created_at: at,
          updated_at: at,
        })
        .returning(["id", "code"])
        .executeTakeFirstOrThrow()
      panes.push(pane)
    }
    stored.push({ id: unit.id, code, panes })
  }
  return { orderId: order.orderId, serialNumber: order.serialNumber, units: stored }
}

/** A rack; every other in-plant rack can be retired first, so the slot choice sees only the test's racks. */
export const rackOf = async (
  db: Kysely<Schema>,
  rack: { readonly number: number; readonly slots: number; readonly capacity_kg: number; readonly state?: string },
): Promise<number> =>
  (
    await db
      .insertInto("racks")
      .values({
        number: rack.number,
        slots: rack.slots,
        capacity_kg: rack.capacity_kg,
        state: rack.state ?? "in_plant",
        left_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id

/** Retires every rack, so a test chooses the racks the slot choice sees. */
export const retireRacks = (db: Kysely<Schema>) => db.updateTable("racks").set({ state: "retired" }).execute()
