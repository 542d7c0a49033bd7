import { expect } from "vitest"
import type { Endpoint } from "../../permissions.ts"
import type { TestServer } from "../../testing/harness.ts"
import { materialOf, orderWithPanes } from "./paneRows.ts"
import type { ProductionCall } from "./permissionCalls.ts"

/** The labels call of the permission table's test: the labels of order 1, which `prepareLabels` stores with one pane. */
export const labelCallOf = (endpoint: Endpoint): ProductionCall | undefined =>
  endpoint === "GET /Admin/production/labels" ? { path: "/api/Admin/production/labels?order_id=1", options: {} } : undefined

/** Stored data the labels call needs: order 1 with a pane (no other order is stored by then). */
export const prepareLabels = async (t: TestServer, endpoint: Endpoint): Promise<void> => {
  if (endpoint !== "GET /Admin/production/labels") return
  const stored = await orderWithPanes(t.db, await materialOf(t.db), [{ width: 900, height: 600 }])
  expect(stored.orderId).toBe(1)
}
