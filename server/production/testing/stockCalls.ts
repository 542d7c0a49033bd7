import { expect } from "vitest"
import { OffcutId, StockSheetId } from "../../../domain/identifiers/Ids.ts"
import type { Endpoint } from "../../permissions.ts"
import type { TestServer } from "../../testing/harness.ts"
import { stockStoreIn } from "../stockStore.ts"
import type { ProductionCall } from "./permissionCalls.ts"

/** A sheet size no demo sheet has, of glass type 1 (فلوت شفاف) in thickness 1 (4 mm), which the demo offers. */
export const newSheetBody = {
  glass_type_id: 1,
  glass_width_id: 1,
  width: 2440,
  height: 1830,
  count: 10,
  is_active: true,
} as const

/** The call of a stock endpoint (stock sheets, offcuts, materials) for the permission table's test. */
export const stockCallOf = (endpoint: Endpoint): ProductionCall | undefined => {
  if (endpoint === "POST /Admin/production/stock_sheet") return { options: { json: newSheetBody } }
  if (endpoint === "PUT /Admin/production/stock_sheet/{id}") return { options: { json: { ...newSheetBody, count: 12 } } }
  return undefined
}

/** Stored data a stock call needs: stock sheet 1 and offcut 1 in stock (the demo seed's; made here if a seed ever lacks them). */
export const prepareStock = async (t: TestServer, endpoint: Endpoint): Promise<void> => {
  if (!endpoint.startsWith("PUT /Admin/production/stock_sheet") && !endpoint.startsWith("DELETE /Admin/production/")) return
  const store = stockStoreIn(t.database)
  const at = new Date(t.clock.now()).toISOString()
  if (endpoint.includes("stock_sheet") && !(await store.sheet(StockSheetId(1))))
    expect(await store.createSheets([{ ...newSheetBody, width: 3000, height: 2000 }], at)).toEqual([1])
  if (endpoint.includes("offcut") && (await store.offcut(OffcutId(1)))?.state !== "in_stock") {
    await t.db.deleteFrom("offcuts").where("id", "=", 1).execute()
    await t.db
      .insertInto("offcuts")
      .values({
        id: 1,
        glass_type_id: 1,
        glass_width_id: 1,
        width: 1200,
        height: 800,
        rack_slot: null,
        state: "in_stock",
        from_batch_id: null,
        used_by_batch_id: null,
        created_at: at,
        updated_at: at,
      })
      .execute()
  }
}
