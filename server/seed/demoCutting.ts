import { Result } from "effect"
import type { Database } from "../db/Database.ts"
import { batchStoreIn } from "../production/batchStore.ts"
import { batchUseCases } from "../production/batchUseCases.ts"

/** How long each demo plan may search: the seed runs at every first start, so it stays short. */
const demoPlanSeconds = 1

/**
 * Plans the demo's cutting through the batch use cases, once its confirmed orders have pieces and its stock is seeded: the
 * material with the most waiting panes gets a released batch, the next one a draft, so the queue, the plans and the home
 * all have something to show. A material the stock cannot cut is passed over.
 */
export const seedDemoCutting = async (database: Database, nowMs: number): Promise<void> => {
  const batches = batchUseCases(batchStoreIn(database), { now: () => nowMs }, { maxSeconds: demoPlanSeconds })
  const manager = await database.db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "production-manager")
    .orderBy("id")
    .executeTakeFirst()
  const materials = [...(await batches.queue())].sort((a, b) => b.panes - a.panes)
  let released = false
  for (const material of materials) {
    const draft = await batches.create(manager?.id ?? null, {
      glass_type_id: material.glass_type_id,
      glass_width_id: material.glass_width_id,
    })
    if (Result.isFailure(draft)) continue
    if (released) return
    const moved = await batches.release(draft.success.id)
    if (Result.isFailure(moved)) throw new Error(`the demo batch was not released: ${JSON.stringify(moved.failure)}`)
    released = true
  }
}
