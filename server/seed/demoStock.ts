import { PostgresAdapter, type Kysely } from "kysely"
import { Result } from "effect"
import type { Schema } from "../db/schema.ts"
import { stockStoreIn } from "../production/stockStore.ts"
import { stockUseCases } from "../production/stockUseCases.ts"

/** The jumbo sheet float lines make and the half sheet dealers sell (production.md section 3); a mirror comes in the half size only. */
const jumbo = { width: 6000, height: 3210, count: null }
const half = { width: 3210, height: 2250, count: 40 }

/** Two offcuts of the commonest glass, on the racks as a cutter would leave them. */
const demoOffcuts = [
  { width: 1200, height: 800, rack_slot: "قفسه ب-۳" },
  { width: 900, height: 600, rack_slot: "قفسه ب-۴" },
] as const

/**
 * Seeds the stock sheets of every material through the stock use cases (the same rules as the form), and two offcuts
 * through the store, into a database whose reference data is already seeded.
 */
export const seedDemoStock = async (db: Kysely<Schema>, nowMs: number): Promise<void> => {
  const store = stockStoreIn({ db, dialect: db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite" })
  const stock = stockUseCases(store, { now: () => nowMs })
  const materials = await stock.materials()
  const bodies = materials.flatMap((material) =>
    (material.is_mirror ? [half] : [jumbo, half]).map((size) => ({
      glass_type_id: material.glass_type_id,
      glass_width_id: material.glass_width_id,
      ...size,
      is_active: true,
    })),
  )
  const created = await stock.createSheets(bodies)
  if (Result.isFailure(created)) throw new Error(`the demo stock sheets were refused: ${JSON.stringify(created.failure)}`)
  const common =
    materials.find((material) => material.glass_type_name === "فلوت شفاف" && material.thickness === 6) ?? materials[0]
  if (common)
    await store.addOffcuts(
      demoOffcuts.map((offcut) => ({
        glass_type_id: common.glass_type_id,
        glass_width_id: common.glass_width_id,
        ...offcut,
        from_batch_id: null,
      })),
      new Date(nowMs).toISOString(),
    )
}
