import type { Generated } from "kysely"
import type { Flag } from "./schema.ts"

/** A unit an order line becomes, one per count: `{serial}-{line}-{unit}` (production.md section 2). */
export interface ProductionUnitsTable {
  id: Generated<number>
  order_id: number
  invoice_line_id: number
  code: string
  /** The line's place in its invoice, from 1. */
  line_position: number
  unit_number: number
  structure: string
  width: number
  height: number
  created_at: string
}

/** A pane of a unit: its glass, finished and cut size (mm), route (stations, comma separated), state and cutting batch. */
export interface ProductionPanesTable {
  id: Generated<number>
  unit_id: number
  order_id: number
  code: string
  letter: string
  remake_of: number | null
  remake_number: Generated<number>
  glass_type_id: number
  glass_width_id: number
  thickness: number
  material: number
  finished_width: number
  finished_height: number
  cut_width: number
  cut_height: number
  edge_type: number | null
  route: string
  state: string
  batch_id: number | null
  created_at: string
  updated_at: string
}

/** A cutting batch of one material (glass type and thickness): draft, released or cut, with its checked plan (JSON). */
export interface CuttingBatchesTable {
  id: Generated<number>
  glass_type_id: number
  glass_width_id: number
  state: string
  panes: number
  sheets: number
  pieces_area_mm2: number
  /** The sheets' area as the yield counts it (the last sheet up to its last first-stage cut). */
  used_area_mm2: number
  yield_basis_points: number
  seed: number
  plan: string
  user_id: number | null
  created_at: string
  released_at: string | null
}

/** The panes a batch plans. */
export interface CuttingBatchPanesTable {
  batch_id: number
  pane_id: number
}

/** A sheet size bought per glass type and thickness; a null count means as many as needed. */
export interface StockSheetsTable {
  id: Generated<number>
  glass_type_id: number
  glass_width_id: number
  width: number
  height: number
  count: number | null
  is_active: Generated<Flag>
  created_at: string
  updated_at: string
}

/** A waste rectangle kept after a cut (in_stock, used or discarded), with the batch it came from and the one that used it. */
export interface OffcutsTable {
  id: Generated<number>
  glass_type_id: number
  glass_width_id: number
  width: number
  height: number
  rack_slot: string | null
  state: string
  from_batch_id: number | null
  used_by_batch_id: number | null
  created_at: string
  updated_at: string
}

/** The tables of production (production.md sections 2-5), part of the back office's schema. */
export interface ProductionSchema {
  production_units: ProductionUnitsTable
  production_panes: ProductionPanesTable
  cutting_batches: CuttingBatchesTable
  cutting_batch_panes: CuttingBatchPanesTable
  stock_sheets: StockSheetsTable
  offcuts: OffcutsTable
}
