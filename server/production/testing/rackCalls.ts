import { RackId } from "../../../domain/identifiers/Ids.ts"
import { expect } from "vitest"
import type { Endpoint } from "../../permissions.ts"
import type { TestServer } from "../../testing/harness.ts"
import { rackStoreIn } from "../rackStore.ts"
import { materialOf, orderWithPanes } from "./paneRows.ts"
import type { ProductionCall } from "./permissionCalls.ts"

/** A rack body every role allowed may save over rack 1 whatever it holds: the most slots and weight, in the plant. */
const rackBody = { number: 9001, slots: 100, capacity_kg: 10_000, state: "in_plant" } as const

/** The unit the slot call racks: single-glazed, its pane passed quality. */
const slotUnitCode = "9998-1-1"

/** The call of a rack or delivery note endpoint for the permission table's test. */
export const rackCallOf = (endpoint: Endpoint): ProductionCall | undefined => {
  if (endpoint === "POST /Admin/production/rack") return { options: { json: { number: 9002, slots: 10, capacity_kg: 1000 } } }
  if (endpoint === "PUT /Admin/production/rack/{id}") return { options: { json: rackBody } }
  if (endpoint === "POST /Admin/production/rack/{id}/slot") return { options: { json: { code: slotUnitCode } } }
  return undefined
}

/** Stored data a rack call needs: rack 1 for a single rack (and a unit that passed quality to put in it), order 1 with a unit for a delivery note. */
export const prepareRacks = async (t: TestServer, endpoint: Endpoint): Promise<void> => {
  if (
    endpoint.startsWith("GET /Admin/production/rack/{id}") ||
    endpoint.startsWith("PUT /Admin/production/rack/{id}") ||
    endpoint.startsWith("POST /Admin/production/rack/{id}")
  ) {
    const store = rackStoreIn(t.database)
    if ((await store.rack(RackId(1))) === undefined)
      expect(
        await store.create(
          { ...rackBody, number: 9000, slots: 10, capacity_kg: 800 },
          null,
          new Date(t.clock.now()).toISOString(),
        ),
      ).toBe(1)
  }
  if (endpoint === "POST /Admin/production/rack/{id}/slot") {
    const order = await orderWithPanes(t.db, await materialOf(t.db), [{ width: 900, height: 600 }])
    await t.db.updateTable("production_units").set({ code: slotUnitCode }).where("order_id", "=", order.orderId).execute()
    await t.db
      .updateTable("production_panes")
      .set({ code: `${slotUnitCode}-A`, state: "quality" })
      .where("order_id", "=", order.orderId)
      .execute()
  }
  if (endpoint === "GET /Admin/production/delivery_note/{id}")
    expect((await orderWithPanes(t.db, await materialOf(t.db), [{ width: 900, height: 600 }])).orderId).toBe(1)
}
