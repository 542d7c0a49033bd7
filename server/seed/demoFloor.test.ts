import { afterAll, describe, expect, it } from "vitest"
import { orderStateOfPieces } from "../../domain/production/OrderOfPieces.ts"
import { readRoute } from "../../domain/production/Stations.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer } from "../testing/harness.ts"
import { seedDemoCutting } from "./demoCutting.ts"
import { seedDemoFinance } from "./demoFinance.ts"
import { seedDemoFloor, seedDemoFloorCutting } from "./demoFloor.ts"
import { seedDemoInvoices } from "./demoInvoices.ts"

afterAll(dropTestSchemas)

describe.each(testDialects)("the demo's floor on %s", (dialect) => {
  it("takes orders to delivered and ready by their scans, racks a finished order, breaks one pane with its remake waiting, and starts the released batch", async () => {
    const t = await testServer(dialect)
    const now = t.clock.now()
    await seedDemoInvoices(t.database, t.deps.useCases.invoice, now)
    const floor = await seedDemoFinance(t.database, t.deps.useCases, now)
    expect(floor.map((order) => order.target).sort()).toEqual([
      "delivered",
      "delivered",
      "in_production",
      "in_production",
      "ready",
    ])
    await seedDemoFloor(t.database, floor, now)
    await seedDemoCutting(t.database, now)
    await seedDemoFloorCutting(t.database, now)

    // Every order with pieces is in the state its pieces say, each story's state reached by scans alone.
    const orders = await t.db
      .selectFrom("orders")
      .select(["id", "production_state"])
      .where("production_state", "in", ["waiting", "in_production", "ready", "delivered"])
      .execute()
    const panes = await t.db
      .selectFrom("production_panes")
      .select(["order_id", "unit_id", "state", "route", "remake_of", "batch_id"])
      .execute()
    for (const order of orders) {
      const units = new Map<number, Array<{ state: string; route: ReturnType<typeof readRoute> }>>()
      for (const pane of panes.filter((p) => p.order_id === order.id))
        units.set(pane.unit_id, [...(units.get(pane.unit_id) ?? []), { state: pane.state, route: readRoute(pane.route) }])
      expect(order.production_state).toBe(orderStateOfPieces([...units.values()]))
    }
    for (const { orderId, target } of floor) expect(orders.find((order) => order.id === orderId)?.production_state).toBe(target)
    expect(await t.db.selectFrom("production_scans").select("id").where("user_id", "is", null).execute()).toEqual([])

    // A rack at the customer with the delivered units, and one in the plant holding the ready order's units.
    const racks = await t.db.selectFrom("racks").select(["id", "state"]).execute()
    expect(racks.filter((rack) => rack.state === "at_customer").length).toBeGreaterThan(0)
    const ready = floor.find((order) => order.target === "ready")?.orderId ?? 0
    const readyUnits = await t.db
      .selectFrom("production_units")
      .select(["rack_id", "rack_slot", "dispatched_at"])
      .where("order_id", "=", ready)
      .execute()
    expect(readyUnits.length).toBeGreaterThan(0)
    for (const unit of readyUnits) {
      expect(unit.rack_slot).not.toBeNull()
      expect(unit.dispatched_at).toBeNull()
      expect(racks.find((rack) => rack.id === unit.rack_id)?.state).toBe("in_plant")
    }

    // One breakage in the furnace, its remake waiting for cutting in no batch, first in the cutting queue.
    const breakages = await t.db.selectFrom("production_breakages").select(["station", "reason", "remake_pane_id"]).execute()
    expect(breakages.map((b) => [b.station, b.reason])).toEqual([["tempering", "furnace"]])
    const remake = await t.db
      .selectFrom("production_panes")
      .select(["state", "batch_id", "code", "glass_type_id", "glass_width_id"])
      .where("id", "=", breakages[0]?.remake_pane_id ?? 0)
      .executeTakeFirstOrThrow()
    expect([remake.state, remake.batch_id, remake.code.endsWith("-R1")]).toEqual(["waiting", null, true])
    const queue = await t.deps.useCases.batch.queue()
    expect(queue[0]?.remakes).toBeGreaterThan(0)

    // The released batch of the demo's cutting is part-way: some panes cut, some edged, some still to cut.
    const batch = await t.db
      .selectFrom("cutting_batches")
      .select("id")
      .where("state", "=", "released")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow()
    const states = new Set(panes.filter((pane) => pane.batch_id === batch.id).map((pane) => pane.state))
    expect(states.has("waiting") && states.has("cutting")).toBe(true)

    // The owning experts were told of every order that became ready.
    const told = await t.db.selectFrom("notifications").select("message").where("message", "like", "%آماده%").execute()
    expect(told.length).toBeGreaterThan(0)
    expect(t.faults).toEqual([])
    await t.close()
  }, 120_000)
})
