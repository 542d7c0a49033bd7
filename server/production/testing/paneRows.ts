import type { Kysely } from "kysely"
import type { Schema } from "../../db/schema.ts"
import { defaultProductionSettings } from "../../../domain/production/ProductionSettings.ts"

/** A pane to store: its cut size (mm), and whether it is a remake. */
export interface PaneSize {
  readonly width: number
  readonly height: number
  readonly remake?: boolean
}

/** A material of the demo's reference data: a glass type and one of its thicknesses. */
export interface MaterialIds {
  readonly glassTypeId: number
  readonly glassWidthId: number
}

/** The stored order and its panes, in the order given. */
export interface StoredOrder {
  readonly orderId: number
  readonly serialNumber: number
  readonly paneIds: ReadonlyArray<number>
  readonly codes: ReadonlyArray<string>
}

const at = "2025-03-10T08:00:00.000Z"

/** A demo glass type and thickness (the `index`-th of each) with no stock of its own; `mayRotate` sets the type's flag. */
export const materialOf = async (db: Kysely<Schema>, index = 0, mayRotate = true): Promise<MaterialIds> => {
  const types = await db.selectFrom("glass_types").select("id").orderBy("id").execute()
  const widths = await db.selectFrom("glass_widths").select("id").orderBy("id").execute()
  const glassTypeId = types[index]?.id ?? 1
  const glassWidthId = widths[index]?.id ?? 1
  await db
    .updateTable("glass_types")
    .set({ may_rotate: mayRotate ? 1 : 0 })
    .where("id", "=", glassTypeId)
    .execute()
  // The tests choose the material's stock themselves, whatever the demo seeded.
  await db.deleteFrom("offcuts").where("glass_type_id", "=", glassTypeId).where("glass_width_id", "=", glassWidthId).execute()
  await db
    .deleteFrom("stock_sheets")
    .where("glass_type_id", "=", glassTypeId)
    .where("glass_width_id", "=", glassWidthId)
    .execute()
  return { glassTypeId, glassWidthId }
}

/**
 * A confirmed order written straight into the tables (the invoice, one line, the order waiting for production) with one
 * single-glazed unit per pane, so the cutting tests never depend on how confirmation makes pieces.
 */
export const orderWithPanes = async (
  db: Kysely<Schema>,
  material: MaterialIds,
  panes: ReadonlyArray<PaneSize>,
  options: { readonly promisedDate?: string | null; readonly customerId?: number } = {},
): Promise<StoredOrder> => {
  const last = await db
    .selectFrom("invoices")
    .select((eb) => eb.fn.max("serial_number").as("serial"))
    .executeTakeFirst()
  const serialNumber = Math.max(5000, Number(last?.serial ?? 0)) + 1
  const invoice = await db
    .insertInto("invoices")
    .values({
      serial_number: serialNumber,
      kind: "formal",
      state: "confirmed",
      version: 1,
      customer_id: options.customerId ?? 1,
      sales_expert_id: null,
      created_by: 1,
      date: "1403/12/20",
      fare_id: null,
      fare_title: null,
      rack_type: null,
      shipping_type: null,
      discount_basis_points: 0,
      note: null,
      lines: 1,
      pieces: panes.length,
      area_mm2: 0,
      weight_grams: 0,
      subtotal: 0,
      discount: 0,
      fare: 0,
      vat_basis_points: 0,
      vat: 0,
      total: 0,
      search_text: String(serialNumber),
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow()
  const product = await db.selectFrom("products").select("id").orderBy("id").executeTakeFirstOrThrow()
  const line = await db
    .insertInto("invoice_lines")
    .values({ invoice_id: invoice.id, position: 1, product_id: product.id, amount: 0, priced: "{}" })
    .returning("id")
    .executeTakeFirstOrThrow()
  const order = await db
    .insertInto("orders")
    .values({
      invoice_id: invoice.id,
      production_state: "waiting",
      ready_at: null,
      delivered_at: null,
      promised_date: options.promisedDate ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow()
  const width = await db
    .selectFrom("glass_widths")
    .select("size")
    .where("id", "=", material.glassWidthId)
    .executeTakeFirstOrThrow()
  const paneIds: Array<number> = []
  const codes: Array<string> = []
  for (const [index, pane] of panes.entries()) {
    const unitCode = `${serialNumber}-1-${index + 1}`
    const unit = await db
      .insertInto("production_units")
      .values({
        order_id: order.id,
        invoice_line_id: line.id,
        code: unitCode,
        line_position: 1,
        unit_number: index + 1,
        structure: "single",
        width: pane.width,
        height: pane.height,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    const code = pane.remake === true ? `${unitCode}-A-R1` : `${unitCode}-A`
    const { id } = await db
      .insertInto("production_panes")
      .values({
        unit_id: unit.id,
        order_id: order.id,
        code,
        letter: "A",
        remake_of: null,
        remake_number: pane.remake === true ? 1 : 0,
        glass_type_id: material.glassTypeId,
        glass_width_id: material.glassWidthId,
        thickness: width.size,
        material: 1,
        finished_width: pane.width,
        finished_height: pane.height,
        cut_width: pane.width,
        cut_height: pane.height,
        edge_type: null,
        route: "cutting,quality,racking,dispatch",
        state: "waiting",
        batch_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    paneIds.push(id)
    codes.push(code)
  }
  return { orderId: order.id, serialNumber, paneIds, codes }
}

/** A stock sheet size of the material; `count` null is as many as needed. */
export const stockSheetOf = async (
  db: Kysely<Schema>,
  material: MaterialIds,
  sheet: { readonly width: number; readonly height: number; readonly count: number | null; readonly active?: boolean },
): Promise<number> =>
  (
    await db
      .insertInto("stock_sheets")
      .values({
        glass_type_id: material.glassTypeId,
        glass_width_id: material.glassWidthId,
        width: sheet.width,
        height: sheet.height,
        count: sheet.count,
        is_active: sheet.active === false ? 0 : 1,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id

/** An offcut of the material in stock. */
export const offcutOf = async (
  db: Kysely<Schema>,
  material: MaterialIds,
  size: { readonly width: number; readonly height: number },
): Promise<number> =>
  (
    await db
      .insertInto("offcuts")
      .values({
        glass_type_id: material.glassTypeId,
        glass_width_id: material.glassWidthId,
        width: size.width,
        height: size.height,
        rack_slot: null,
        state: "in_stock",
        from_batch_id: null,
        used_by_batch_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id

/** Production settings with a one-second search, so a plan that cannot reach its bound still answers quickly in a test. */
export const quickPlans = async (db: Kysely<Schema>, overrides: Record<string, unknown> = {}): Promise<void> => {
  const value = JSON.stringify({ ...defaultProductionSettings, time_budget_seconds: 1, ...overrides })
  await db.deleteFrom("settings").where("key", "=", "production").execute()
  await db.insertInto("settings").values({ key: "production", value, updated_at: at }).execute()
}

/** Every row the cutting writes, to prove a refused call changed nothing. */
export const productionSnapshot = async (db: Kysely<Schema>) => ({
  panes: await db.selectFrom("production_panes").selectAll().orderBy("id").execute(),
  batches: await db.selectFrom("cutting_batches").selectAll().orderBy("id").execute(),
  batchPanes: await db.selectFrom("cutting_batch_panes").selectAll().orderBy("batch_id").orderBy("pane_id").execute(),
  sheets: await db.selectFrom("stock_sheets").selectAll().orderBy("id").execute(),
  offcuts: await db.selectFrom("offcuts").selectAll().orderBy("id").execute(),
})
