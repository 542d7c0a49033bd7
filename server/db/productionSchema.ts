import type { Generated } from "kysely"
import type { Flag } from "./flag.ts"

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
  /** The rack and slot (from 1) holding the unit once racked (production.md section 7). */
  rack_id: number | null
  rack_slot: number | null
  /** When the unit passed dispatch (ISO): it left with its rack. */
  dispatched_at: string | null
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

/** An A-frame rack: its number, slots and the weight it bears; in_plant, at_customer or retired. */
export interface RacksTable {
  id: Generated<number>
  number: number
  slots: number
  capacity_kg: number
  state: string
  /** When it last left with a delivery (ISO), while it is at a customer. */
  left_at: string | null
  created_at: string
  updated_at: string
}

/** A scan as the operator made it: the code read (a pane's or a unit's), the station, who and when; a racking scan's slot. */
export interface ProductionScansTable {
  id: Generated<number>
  code: string
  station: string
  order_id: number
  unit_id: number
  user_id: number | null
  rack_id: number | null
  rack_slot: number | null
  created_at: string
}

/** A pane a scan moved past a station: one row per pane and station, so racing scans count once. */
export interface ProductionPassesTable {
  pane_id: number
  station: string
  scan_id: number
}

/** A pane broken at a station, the reason (production.md section 6) and its remake. */
export interface ProductionBreakagesTable {
  id: Generated<number>
  pane_id: number
  order_id: number
  station: string
  reason: string
  note: string
  remake_pane_id: number
  user_id: number | null
  created_at: string
}

/** The tables of production (production.md sections 2-5), part of the back office's schema. */
export interface ProductionSchema {
  production_units: ProductionUnitsTable
  production_panes: ProductionPanesTable
  cutting_batches: CuttingBatchesTable
  cutting_batch_panes: CuttingBatchPanesTable
  stock_sheets: StockSheetsTable
  offcuts: OffcutsTable
  racks: RacksTable
  production_scans: ProductionScansTable
  production_passes: ProductionPassesTable
  production_breakages: ProductionBreakagesTable
}
