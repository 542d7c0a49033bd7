import { Option, Schema } from "effect"

/**
 * The cutting table's and the edging line's settings (production.md section 3), in whole millimetres unless said: seeded
 * from float-glass suppliers' and fabricators' published practice, changed on the company settings screen.
 */
export interface ProductionSettings {
  /** Trim on each edge of a whole sheet (an offcut's edges are already clean). */
  readonly trim_mm: number
  /** Gap between pieces: 0 for glass that is scored and snapped. */
  readonly kerf_mm: number
  /** Guillotine stages before the final trim. */
  readonly stages: 2 | 3
  /** The widest first-stage strip the table takes. */
  readonly longest_strip_mm: number
  /** The narrowest waste strip the table can snap. */
  readonly shortest_waste_strip_mm: number
  /** The smallest waste rectangle kept as an offcut, in either orientation. */
  readonly min_offcut_width_mm: number
  readonly min_offcut_height_mm: number
  /** How long the optimiser may search for one batch. */
  readonly time_budget_seconds: number
  /** Added to the finished size on every side, per edge type code (diamond 1, tool 2, bevel 3). */
  readonly edge_allowance_mm: { readonly 1: number; readonly 2: number; readonly 3: number }
}

const Millimetres = (max: number) => Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(max))

/** The stored shape of the production settings, checked when read from the settings table. */
export const ProductionSettingsSchema = Schema.Struct({
  trim_mm: Millimetres(200),
  kerf_mm: Millimetres(20),
  stages: Schema.Literals([2, 3]),
  longest_strip_mm: Schema.Int.check(Schema.isGreaterThanOrEqualTo(100), Schema.isLessThanOrEqualTo(10_000)),
  shortest_waste_strip_mm: Millimetres(500),
  min_offcut_width_mm: Millimetres(10_000),
  min_offcut_height_mm: Millimetres(10_000),
  time_budget_seconds: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(120)),
  edge_allowance_mm: Schema.Struct({ 1: Millimetres(50), 2: Millimetres(50), 3: Millimetres(50) }),
})

/** The seeded settings: 15 mm trims, no kerf, 3 stages, 3500 mm strips, 20 mm waste strips, 500 × 300 offcuts, 10 s. */
export const defaultProductionSettings: ProductionSettings = {
  trim_mm: 15,
  kerf_mm: 0,
  stages: 3,
  longest_strip_mm: 3500,
  shortest_waste_strip_mm: 20,
  min_offcut_width_mm: 500,
  min_offcut_height_mm: 300,
  time_budget_seconds: 10,
  edge_allowance_mm: { 1: 1, 2: 1, 3: 2 },
}

/** Reads stored production settings; a value of another shape falls back to the seeded one, as the other settings do. */
export const productionSettingsOf = (stored: unknown): ProductionSettings =>
  Option.getOrElse(Schema.decodeUnknownOption(ProductionSettingsSchema)(stored), () => defaultProductionSettings)
