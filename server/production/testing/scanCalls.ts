import { expect } from "vitest"
import { Result } from "effect"
import type { Role } from "../../../domain/roles/Role.ts"
import type { Endpoint } from "../../permissions.ts"
import { demoUserId, type TestServer } from "../../testing/harness.ts"
import { materialOf, orderWithPanes } from "./paneRows.ts"
import type { ProductionCall } from "./permissionCalls.ts"

/** The pane the floor's calls use: waiting for cutting in a released batch, so a scan or a breakage at cutting is accepted. */
export const floorPaneCode = "9999-1-1-A"

const floorEndpoints: ReadonlyArray<Endpoint> = [
  "POST /Admin/production/scan",
  "GET /Admin/production/scan",
  "DELETE /Admin/production/scan/{id}",
  "POST /Admin/production/piece/{code}/broken",
  "GET /Admin/production/piece/{code}",
]

/** The call of a floor endpoint (scans, undo, breakage, piece card) for the permission table's test. */
export const scanCallOf = (endpoint: Endpoint): ProductionCall | undefined => {
  if (endpoint === "POST /Admin/production/scan") return { options: { json: { code: floorPaneCode, station: "cutting" } } }
  if (endpoint === "GET /Admin/production/scan") return { path: "/api/Admin/production/scan?station=cutting", options: {} }
  if (endpoint === "POST /Admin/production/piece/{code}/broken")
    return {
      path: `/api/Admin/production/piece/${floorPaneCode}/broken`,
      options: { json: { station: "cutting", reason: "handling" } },
    }
  if (endpoint === "GET /Admin/production/piece/{code}")
    return { path: `/api/Admin/production/piece/${floorPaneCode}`, options: {} }
  return undefined
}

/** A released cutting batch holding the pane: only its id matters to the floor. */
const releasedBatch = async (t: TestServer): Promise<number> =>
  (
    await t.db
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
        plan: "{}",
        user_id: null,
        created_at: "2025-03-10T08:00:00.000Z",
        released_at: "2025-03-10T08:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id

/**
 * Stored data a floor call needs: the pane `floorPaneCode` in a released batch, and for an undo a scan of it by the caller
 * (scan 1, their latest), made through the use case so it is as a scan makes it.
 */
export const prepareScans = async (t: TestServer, endpoint: Endpoint, role?: Role): Promise<void> => {
  if (!floorEndpoints.includes(endpoint)) return
  const order = await orderWithPanes(t.db, await materialOf(t.db), [{ width: 1000, height: 800 }])
  const [paneId] = order.paneIds
  await t.db.updateTable("production_units").set({ code: "9999-1-1" }).where("order_id", "=", order.orderId).execute()
  await t.db
    .updateTable("production_panes")
    .set({ code: floorPaneCode, batch_id: await releasedBatch(t) })
    .where("id", "=", paneId ?? 0)
    .execute()
  if (endpoint !== "DELETE /Admin/production/scan/{id}" || role === undefined) return
  const scanned = await t.deps.useCases.scan.scan({ id: demoUserId(role), role }, { code: floorPaneCode, station: "cutting" })
  expect(Result.map(scanned, (answer) => answer.scan_id)).toEqual(Result.succeed(1))
}
