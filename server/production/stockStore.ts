import type { Kysely } from "kysely"
import { OffcutId, StockSheetId } from "../../domain/identifiers/Ids.ts"
import type { OffcutState } from "../../domain/production/OffcutStates.ts"
import type { StockSheetForm } from "../../domain/production/StockSheetForm.ts"
import { comparePersian } from "../../domain/text/persianOrder.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { stockListsIn, type StockLists } from "./stockLists.ts"

/** A material production may cut: an active glass type in a thickness it is offered in, without prices. */
export interface ProductionMaterial {
  readonly glass_type_id: number
  readonly glass_type_name: string
  readonly glass_width_id: number
  readonly thickness: number
  readonly may_rotate: boolean
  readonly is_mirror: boolean
}

/** A stock sheet's material and size, to find the one it would duplicate. */
export interface SheetSize {
  readonly glass_type_id: number
  readonly glass_width_id: number
  readonly width: number
  readonly height: number
}

/** An offcut put on a rack (after a cut, or by the demo seed). */
export interface NewOffcut {
  readonly glass_type_id: number
  readonly glass_width_id: number
  readonly width: number
  readonly height: number
  readonly rack_slot: string | null
  readonly from_batch_id: number | null
}

/** How a discard ended: made, the offcut gone, or refused because it is no longer in stock. */
export type DiscardOutcome = "discarded" | "missing" | "not_in_stock"

/** The SQL of stock sheets and offcuts. */
export interface StockStore extends StockLists {
  readonly materials: () => Promise<ReadonlyArray<ProductionMaterial>>
  /** The id of the sheet of the same material and size, `exceptId` aside. */
  readonly sameSize: (size: SheetSize, exceptId?: StockSheetId) => Promise<StockSheetId | undefined>
  /** Inserts the sheets in one statement, answering their ids in order. */
  readonly createSheets: (sheets: ReadonlyArray<StockSheetForm>, nowIso: string) => Promise<ReadonlyArray<StockSheetId>>
  readonly updateSheet: (id: StockSheetId, sheet: StockSheetForm, nowIso: string) => Promise<boolean>
  readonly deleteSheet: (id: StockSheetId) => Promise<boolean>
  readonly addOffcuts: (offcuts: ReadonlyArray<NewOffcut>, nowIso: string) => Promise<ReadonlyArray<OffcutId>>
  readonly discardOffcut: (id: OffcutId, nowIso: string) => Promise<DiscardOutcome>
}

const flag = (value: boolean) => (value ? 1 : 0)

/**
 * The glass types only mirror products use: a type named by at least one product, every one of them of structure
 * `mirror` (a type in no product is no mirror; a type both a mirror and a window use is cut as glass).
 */
const mirrorTypesOf = async (db: Kysely<Schema>): Promise<ReadonlySet<number>> => {
  const uses = await db
    .selectFrom("product_glass_types")
    .innerJoin("products", "products.id", "product_glass_types.product_id")
    .select(["product_glass_types.glass_type_id", "products.structure"])
    .execute()
  const notMirror = new Set(uses.filter((use) => use.structure !== "mirror").map((use) => use.glass_type_id))
  return new Set(
    uses.filter((use) => use.structure === "mirror" && !notMirror.has(use.glass_type_id)).map((use) => use.glass_type_id),
  )
}

/** Stock sheets and offcuts kept in the database. */
export const stockStoreIn = (database: Pick<Database, "db" | "dialect">): StockStore => {
  const { db } = database
  return {
    ...stockListsIn(database),
    materials: async () => {
      const [rows, mirrors] = await Promise.all([
        db
          .selectFrom("glass_type_prices")
          .innerJoin("glass_types", "glass_types.id", "glass_type_prices.glass_type_id")
          .innerJoin("glass_widths", "glass_widths.id", "glass_type_prices.glass_width_id")
          .select([
            "glass_types.id as glass_type_id",
            "glass_types.name as glass_type_name",
            "glass_types.may_rotate",
            "glass_widths.id as glass_width_id",
            "glass_widths.size as thickness",
          ])
          .distinct()
          .where("glass_types.is_active", "=", 1)
          .where("glass_widths.is_active", "=", 1)
          .execute(),
        mirrorTypesOf(db),
      ])
      // Ordered here: a distinct query orders only by what it selects, and the Persian order of a name is an expression.
      return rows
        .map((row) => ({
          ...row,
          thickness: Number(row.thickness),
          may_rotate: Number(row.may_rotate) === 1,
          is_mirror: mirrors.has(row.glass_type_id),
        }))
        .sort(
          (a, b) =>
            comparePersian(a.glass_type_name, b.glass_type_name) ||
            a.glass_type_id - b.glass_type_id ||
            a.thickness - b.thickness ||
            a.glass_width_id - b.glass_width_id,
        )
    },
    sameSize: async (size, exceptId) => {
      const row = await db
        .selectFrom("stock_sheets")
        .select("id")
        .where("glass_type_id", "=", size.glass_type_id)
        .where("glass_width_id", "=", size.glass_width_id)
        .where("width", "=", size.width)
        .where("height", "=", size.height)
        .$if(exceptId !== undefined, (q) => q.where("id", "!=", exceptId ?? 0))
        .executeTakeFirst()
      return row && StockSheetId(row.id)
    },
    createSheets: async (sheets, nowIso) => {
      if (sheets.length === 0) return []
      const rows = await db
        .insertInto("stock_sheets")
        .values(sheets.map((sheet) => ({ ...sheet, is_active: flag(sheet.is_active), created_at: nowIso, updated_at: nowIso })))
        .returning("id")
        .execute()
      return rows.map((row) => StockSheetId(row.id))
    },
    updateSheet: async (id, sheet, nowIso) => {
      const row = await db
        .updateTable("stock_sheets")
        .set({ ...sheet, is_active: flag(sheet.is_active), updated_at: nowIso })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst()
      return row !== undefined
    },
    deleteSheet: async (id) =>
      (await db.deleteFrom("stock_sheets").where("id", "=", id).returning("id").executeTakeFirst()) !== undefined,
    addOffcuts: async (offcuts, nowIso) => {
      if (offcuts.length === 0) return []
      const state: OffcutState = "in_stock"
      const rows = await db
        .insertInto("offcuts")
        .values(offcuts.map((offcut) => ({ ...offcut, state, used_by_batch_id: null, created_at: nowIso, updated_at: nowIso })))
        .returning("id")
        .execute()
      return rows.map((row) => OffcutId(row.id))
    },
    // One conditional update, so a discard racing a release that takes the offcut cannot both win.
    discardOffcut: async (id, nowIso) => {
      const discarded: OffcutState = "discarded"
      const row = await db
        .updateTable("offcuts")
        .set({ state: discarded, updated_at: nowIso })
        .where("id", "=", id)
        .where("state", "=", "in_stock")
        .returning("id")
        .executeTakeFirst()
      if (row) return "discarded"
      const exists = await db.selectFrom("offcuts").select("id").where("id", "=", id).executeTakeFirst()
      return exists ? "not_in_stock" : "missing"
    },
  }
}
