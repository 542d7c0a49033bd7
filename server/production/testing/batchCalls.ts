import { expect } from "vitest"
import { Result } from "effect"
import type { Endpoint } from "../../permissions.ts"
import type { TestServer } from "../../testing/harness.ts"
import type { ProductionCall } from "./permissionCalls.ts"
import { materialOf, orderWithPanes, quickPlans, stockSheetOf } from "./paneRows.ts"

/** The endpoints that need a draft batch 1 to answer 200 or 204. */
const onDraft: ReadonlyArray<Endpoint> = [
  "GET /Admin/production/batch/{id}",
  "DELETE /Admin/production/batch/{id}",
  "POST /Admin/production/batch/{id}/release",
]

/** The call of a cutting endpoint (queue, batches, home, pieces, promised date) for the permission table's test. */
export const batchCallOf = (endpoint: Endpoint): ProductionCall | undefined =>
  // The first material of the demo: prepareBatches gives it waiting panes and a sheet.
  endpoint === "POST /Admin/production/batch" ? { options: { json: { glass_type_id: 1, glass_width_id: 1 } } } : undefined

/** Stored data a cutting call needs: waiting panes and a stock sheet of the first material, and for a single batch its draft, batch 1. */
export const prepareBatches = async (t: TestServer, endpoint: Endpoint): Promise<void> => {
  if (endpoint !== "POST /Admin/production/batch" && !onDraft.includes(endpoint)) return
  await quickPlans(t.db)
  const material = await materialOf(t.db)
  expect(material).toEqual({ glassTypeId: 1, glassWidthId: 1 })
  await orderWithPanes(t.db, material, [
    { width: 1200, height: 800 },
    { width: 600, height: 500 },
  ])
  await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: 5 })
  if (!onDraft.includes(endpoint)) return
  const draft = await t.deps.useCases.batch.create(null, { glass_type_id: 1, glass_width_id: 1 })
  expect(Result.map(draft, (batch) => batch.id)).toEqual(Result.succeed(1))
}
