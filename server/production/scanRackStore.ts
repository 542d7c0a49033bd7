import type { Transaction } from "kysely"
import type { RackSpace } from "../../domain/production/RackSlot.ts"
import { unitWeightGrams } from "../../domain/production/Weight.ts"
import type { Dialect } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"

type Trx = Transaction<Schema>

/**
 * The racks a racking scan may use, as the slot choice sees them: the one named (whatever its state), else every in-plant
 * rack; each with the slots and load of its units not dispatched and whether one of them is the order's. On PostgreSQL the
 * racks stay locked until the scan commits, so two racking scans never take one slot (SQLite's writer is one already).
 */
export const rackSpacesIn = async (trx: Trx, dialect: Dialect, orderId: number, named?: number): Promise<ReadonlyArray<RackSpace>> => {
  const racks = await trx
    .selectFrom("racks")
    .select(["id", "number", "slots", "capacity_kg", "state"])
    .$if(named !== undefined, (q) => q.where("id", "=", named ?? 0))
    .$if(named === undefined, (q) => q.where("state", "=", "in_plant"))
    .orderBy("id")
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .execute()
  if (racks.length === 0) return []
  const units = await trx
    .selectFrom("production_units")
    .select(["id", "rack_id", "rack_slot", "order_id"])
    .where(
      "rack_id",
      "in",
      racks.map((rack) => rack.id),
    )
    .where("dispatched_at", "is", null)
    .execute()
  const panes =
    units.length === 0
      ? []
      : await trx
          .selectFrom("production_panes")
          .select(["unit_id", "finished_width", "finished_height", "thickness", "state"])
          .where(
            "unit_id",
            "in",
            units.map((unit) => unit.id),
          )
          .execute()
  return racks.map((rack) => {
    const held = units.filter((unit) => unit.rack_id === rack.id)
    return {
      ...rack,
      load_grams: held.reduce((sum, unit) => sum + unitWeightGrams(panes.filter((pane) => pane.unit_id === unit.id)), 0),
      held: held.flatMap((unit) => (unit.rack_slot === null ? [] : [unit.rack_slot])),
      holds_order: held.some((unit) => unit.order_id === orderId),
    }
  })
}
