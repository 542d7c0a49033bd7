import { sql, type Transaction } from "kysely"
import type { RackSpace } from "../../domain/production/RackSlot.ts"
import { unitWeightGrams } from "../../domain/production/Weight.ts"
import type { Dialect } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"

type Trx = Transaction<Schema>

/** The key of the PostgreSQL transaction lock that racking scans take in turn (`racking` as two 32-bit halves). */
const rackingLock = [0x72616b, 0x696e67] as const

/**
 * The racks a racking scan may use, as the slot choice sees them, each with the slots and load of its units not dispatched
 * and whether one of them is the order's: the rack named (whatever its state); else the in-plant racks holding the
 * order's units and the lowest-numbered empty in-plant rack that bears the unit, which is every rack the choice could
 * take, read without touching the others. On PostgreSQL racking scans take one transaction lock in turn, so what they read
 * is what the ones before them committed and two never take one slot (SQLite's writer is one already).
 */
export const rackSpacesIn = async (
  trx: Trx,
  dialect: Dialect,
  orderId: number,
  unitGrams: number,
  named?: number,
): Promise<ReadonlyArray<RackSpace>> => {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${rackingLock[0]}, ${rackingLock[1]})`.execute(trx)
  const columns = ["racks.id", "racks.number", "racks.slots", "racks.capacity_kg", "racks.state"] as const
  const racks =
    named !== undefined
      ? await trx.selectFrom("racks").select(columns).where("racks.id", "=", named).execute()
      : [
          ...(await trx
            .selectFrom("racks")
            .select(columns)
            .where("racks.state", "=", "in_plant")
            .where("racks.id", "in", (eb) =>
              eb
                .selectFrom("production_units")
                .select("production_units.rack_id")
                .where("production_units.order_id", "=", orderId)
                .where("production_units.dispatched_at", "is", null)
                .where("production_units.rack_id", "is not", null),
            )
            .execute()),
          ...(await trx
            .selectFrom("racks")
            .select(columns)
            .where("racks.state", "=", "in_plant")
            .where(sql<boolean>`racks.capacity_kg * 1000 >= ${unitGrams}`)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom("production_units")
                    .select("production_units.id")
                    .whereRef("production_units.rack_id", "=", "racks.id")
                    .where("production_units.dispatched_at", "is", null),
                ),
              ),
            )
            .orderBy("racks.number")
            .limit(1)
            .execute()),
        ]
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
