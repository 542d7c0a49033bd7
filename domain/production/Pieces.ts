import type { GlassMaterial } from "../glass/GlassTypeForm.ts"
import type { DescriptionUnit } from "../invoice/Catalog.ts"
import type { ResolvedLine } from "../invoice/ResolvedInvoice.ts"
import { buildUps, type Structure } from "../invoice/InvoiceOptions.ts"
import type { ProductionSettings } from "./ProductionSettings.ts"
import type { Station } from "./Stations.ts"

/** A glass layer of an order line, as production needs it: no price. */
export interface PieceLayer {
  readonly glass_type_id: number
  readonly width_id: number
  readonly thickness: number
  readonly material: GlassMaterial
}

/** An order line as production needs it (an invoice line's stored `ResolvedLine`, without prices). */
export interface PieceLine {
  /** The line's place in its invoice, from 1. */
  readonly position: number
  readonly invoice_line_id: number
  readonly structure: Structure
  readonly width: number
  readonly height: number
  readonly count: number
  readonly edge_type: 1 | 2 | 3 | null
  readonly layers: ReadonlyArray<PieceLayer>
  readonly descriptions: ReadonlyArray<{ readonly unit: DescriptionUnit }>
}

/** A confirmed order as production needs it: its invoice's serial and its lines. */
export interface PieceOrder {
  readonly serial: number
  readonly lines: ReadonlyArray<PieceLine>
}

/** Pane letters, in the line's layer order. */
export const paneLetters = ["A", "B", "C"] as const
export type PaneLetter = (typeof paneLetters)[number]

/** A pane to cut: its code, glass, finished and cut size (mm) and the stations it passes. */
export interface PlannedPane {
  readonly code: string
  readonly letter: PaneLetter
  readonly glass_type_id: number
  readonly width_id: number
  readonly thickness: number
  readonly material: GlassMaterial
  readonly finished_width: number
  readonly finished_height: number
  readonly cut_width: number
  readonly cut_height: number
  readonly edge_type: 1 | 2 | 3 | null
  readonly route: ReadonlyArray<Station>
}

/** A unit an order line becomes, one per count, with its panes. */
export interface PlannedUnit {
  readonly code: string
  readonly invoice_line_id: number
  readonly line_position: number
  readonly unit_number: number
  readonly structure: Structure
  readonly width: number
  readonly height: number
  readonly panes: ReadonlyArray<PlannedPane>
}

/** Panes of one unit per structure: single and mirror 1, laminated 2, double 2, double-laminated 3 (outer, then the pair). */
export const panesPerUnit = (structure: Structure): number => buildUps[structure].layers

/** The allowance added on every side of a pane for its line's edge type; none without an edge. */
export const edgeAllowanceOf = (allowances: ProductionSettings["edge_allowance_mm"], edge: 1 | 2 | 3 | null): number =>
  edge === null ? 0 : allowances[edge]

/** `1035-2-1`: the invoice's serial, the line's position and the unit's number. */
export const unitCode = (serial: number, line: number, unit: number): string => `${serial}-${line}-${unit}`

/** `1035-2-1-A`: a unit's code and the pane's letter. */
export const paneCode = (unit: string, letter: PaneLetter): string => `${unit}-${letter}`

/** Whether the pane at `index` is one of a laminated pair of its structure. */
const isLaminated = (structure: Structure, index: number): boolean =>
  buildUps[structure].pairs.some((pair) => pair.includes(index))

/** The stations a pane of a line needs, in the fixed order: cutting first, quality, racking and dispatch last. */
export const paneRouteOf = (line: PieceLine, layer: PieceLayer, index: number): ReadonlyArray<Station> => {
  const needs: ReadonlyArray<readonly [Station, boolean]> = [
    ["cutting", true],
    ["edging", line.edge_type !== null],
    ["processing", line.descriptions.some((description) => description.unit === "piece" || description.unit === "meter")],
    ["tempering", layer.material === 2 || layer.material === 3],
    ["laminating", isLaminated(line.structure, index)],
    ["assembling", line.structure === "double" || line.structure === "double_laminated"],
    ["quality", true],
    ["racking", true],
    ["dispatch", true],
  ]
  return needs.flatMap(([station, needed]) => (needed ? [station] : []))
}

/** The units and panes of one line: `count` units, each of its structure's panes in layer order. */
const unitsOfLine = (
  serial: number,
  line: PieceLine,
  allowances: ProductionSettings["edge_allowance_mm"],
): ReadonlyArray<PlannedUnit> => {
  const allowance = 2 * edgeAllowanceOf(allowances, line.edge_type)
  const layers = line.layers.slice(0, panesPerUnit(line.structure))
  return Array.from({ length: line.count }, (_, index): PlannedUnit => {
    const code = unitCode(serial, line.position, index + 1)
    return {
      code,
      invoice_line_id: line.invoice_line_id,
      line_position: line.position,
      unit_number: index + 1,
      structure: line.structure,
      width: line.width,
      height: line.height,
      panes: layers.map((layer, layerIndex): PlannedPane => {
        const letter = paneLetters[layerIndex] as PaneLetter
        return {
          code: paneCode(code, letter),
          letter,
          glass_type_id: layer.glass_type_id,
          width_id: layer.width_id,
          thickness: layer.thickness,
          material: layer.material,
          finished_width: line.width,
          finished_height: line.height,
          cut_width: line.width + allowance,
          cut_height: line.height + allowance,
          edge_type: line.edge_type,
          route: paneRouteOf(line, layer, layerIndex),
        }
      }),
    }
  })
}

/** The pieces a confirmed order becomes (production.md section 2): every line's units with their panes, in line order. */
export const piecesOf = (order: PieceOrder, allowances: ProductionSettings["edge_allowance_mm"]): ReadonlyArray<PlannedUnit> =>
  order.lines.flatMap((line) => unitsOfLine(order.serial, line, allowances))

/** An invoice line as stored (`invoice_lines.priced`'s `line`), read as production needs it; `index` counts from 0. */
export const pieceLineOf = (index: number, invoiceLineId: number, line: ResolvedLine): PieceLine => ({
  position: index + 1,
  invoice_line_id: invoiceLineId,
  structure: line.structure,
  width: line.width,
  height: line.height,
  count: line.count,
  edge_type: line.edge_type,
  layers: line.layers.map(({ glass_type_id, width_id, thickness, material }) => ({
    glass_type_id,
    width_id,
    thickness,
    material,
  })),
  descriptions: line.descriptions.map(({ unit }) => ({ unit })),
})
