import type { CuttingInput, CuttingSettings, Piece, Sheet } from "../../domain/cutting/CuttingInput.ts"
import type { CuttingPlan } from "../../domain/cutting/CuttingPlan.ts"
import type { ProductionSettings } from "../../domain/production/ProductionSettings.ts"
import type { Schemas } from "../http/answers.ts"

/** A pane waiting for cutting, as a batch plans it. */
export interface WaitingPane {
  readonly id: number
  readonly code: string
  readonly order_id: number
  readonly serial_number: number
  readonly cut_width: number
  readonly cut_height: number
}

/** A stock sheet size of the material (count null: as many as needed) or an offcut in stock. */
export type StockPiece =
  | {
      readonly source: "sheet"
      readonly id: number
      readonly width: number
      readonly height: number
      readonly count: number | null
    }
  | { readonly source: "offcut"; readonly id: number; readonly width: number; readonly height: number }

/** What a stored batch keeps of its plan: the plan as answered and what it takes from stock. */
export interface StoredPlan {
  readonly plan: Schemas["BatchPlan"]
  readonly takes: Array<Schemas["BatchTake"]>
}

/** The optimiser's settings from the production settings: the table's stages, kerf and strip limits, the smallest offcut kept. */
export const cuttingSettingsOf = (settings: ProductionSettings): CuttingSettings => ({
  stages: settings.stages,
  kerf: settings.kerf_mm,
  longestStrip: settings.longest_strip_mm,
  shortestWasteStrip: settings.shortest_waste_strip_mm,
  minOffcut: { width: settings.min_offcut_width_mm, height: settings.min_offcut_height_mm },
})

// A sheet's id in the optimiser's input names its source, so the plan's sheets lead back to their rows.
const sheetKey = (stock: StockPiece): string => `${stock.source === "sheet" ? "s" : "o"}${stock.id}`

/** The optimiser's input: the panes at their cut size, the offcuts first (no trim), then the whole sheets (trimmed). */
export const cuttingInputOf = (
  panes: ReadonlyArray<WaitingPane>,
  stock: ReadonlyArray<StockPiece>,
  mayRotate: boolean,
  settings: ProductionSettings,
): CuttingInput => {
  const pieces: Array<Piece> = panes.map((pane) => ({
    id: String(pane.id),
    width: pane.cut_width,
    height: pane.cut_height,
    mayRotate,
  }))
  const ordered = [...stock.filter((s) => s.source === "offcut"), ...stock.filter((s) => s.source === "sheet")]
  const sheets: Array<Sheet> = ordered.map((s) =>
    s.source === "offcut"
      ? { id: sheetKey(s), width: s.width, height: s.height, copies: 1, trim: 0, isOffcut: true }
      : { id: sheetKey(s), width: s.width, height: s.height, copies: s.count ?? undefined, trim: settings.trim_mm },
  )
  return { pieces, sheets, settings: cuttingSettingsOf(settings) }
}

/** A share as whole basis points (9312 = 93.12 %). */
export const basisPoints = (part: number, whole: number): number => (whole <= 0 ? 0 : Math.round((part * 10_000) / whole))

/** The figures a batch row keeps: panes, sheets, the pieces' area and the used area (the last sheet up to its last first-stage cut). */
export const planFigures = (plan: CuttingPlan) => {
  const piecesArea = plan.sheets.reduce((sum, sheet) => sum + sheet.pieces.reduce((s, p) => s + p.width * p.height, 0), 0)
  const usedArea = plan.sheets.reduce(
    (sum, sheet, index) => sum + (index === plan.sheets.length - 1 ? sheet.usedWidth : sheet.width) * sheet.height,
    0,
  )
  const panes = plan.sheets.reduce((sum, sheet) => sum + sheet.pieces.length, 0)
  return {
    panes,
    sheets: plan.sheets.length,
    pieces_area_mm2: piecesArea,
    used_area_mm2: usedArea,
    yield_basis_points: Math.min(10_000, basisPoints(piecesArea, usedArea)),
  }
}

/** The plan as the API answers it and the stock it takes: each sheet's source row, its pieces by pane code, its numbered cuts. */
export const storedPlanOf = (
  plan: CuttingPlan,
  input: CuttingInput,
  panes: ReadonlyArray<WaitingPane>,
  settings: ProductionSettings,
): StoredPlan => {
  const paneById = new Map(panes.map((pane) => [String(pane.id), pane]))
  const sheets = plan.sheets.map((sheet, index): Schemas["BatchSheet"] => {
    const key = sheet.bin
    const source = key.startsWith("o") ? "offcut" : "sheet"
    return {
      number: index + 1,
      source,
      source_id: Number(key.slice(1)),
      width: sheet.width,
      height: sheet.height,
      trim_mm: input.sheets[sheet.sheetIndex]?.trim ?? 0,
      yield_basis_points: Math.min(10_000, Math.round(sheet.yield * 10_000)),
      used_width: sheet.usedWidth,
      pieces: sheet.pieces.map((placed) => {
        const pane = paneById.get(placed.id)
        return {
          pane_id: Number(placed.id),
          code: pane?.code ?? placed.id,
          order_serial: pane?.serial_number ?? 0,
          x: placed.x,
          y: placed.y,
          width: placed.width,
          height: placed.height,
          rotated: placed.rotated,
          cut_width: pane?.cut_width ?? placed.width,
          cut_height: pane?.cut_height ?? placed.height,
        }
      }),
      cuts: sheet.cuts.map((cut, at) => ({
        number: at + 1,
        stage: cut.stage,
        direction: cut.direction,
        position: cut.position,
        from: cut.from,
        to: cut.to,
      })),
      offcuts: sheet.offcuts.map(({ x, y, width, height }) => ({ x, y, width, height })),
    }
  })
  return { plan: { trim_mm: settings.trim_mm, kerf_mm: settings.kerf_mm, sheets }, takes: takesOf(sheets) }
}

/** What the plan's sheets take from stock: each stock sheet size with its count, then each offcut once. */
export const takesOf = (sheets: ReadonlyArray<Schemas["BatchSheet"]>): Array<Schemas["BatchTake"]> => {
  const bySheet = new Map<number, Schemas["BatchTake"]>()
  const offcuts: Array<Schemas["BatchTake"]> = []
  for (const sheet of sheets) {
    if (sheet.source === "offcut")
      offcuts.push({
        source: "offcut",
        stock_sheet_id: null,
        offcut_id: sheet.source_id,
        width: sheet.width,
        height: sheet.height,
        count: 1,
      })
    else {
      const taken = bySheet.get(sheet.source_id)
      bySheet.set(sheet.source_id, {
        source: "sheet",
        stock_sheet_id: sheet.source_id,
        offcut_id: null,
        width: sheet.width,
        height: sheet.height,
        count: (taken?.count ?? 0) + 1,
      })
    }
  }
  return [...bySheet.values(), ...offcuts]
}

/** A seed for the optimiser from the panes it plans (FNV-1a over their ids): the same panes plan the same way. */
export const seedOf = (paneIds: ReadonlyArray<number>): number => {
  let hash = 0x811c9dc5
  for (const id of [...paneIds].sort((a, b) => a - b))
    for (const byte of String(id) + ",") {
      hash ^= byte.charCodeAt(0)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
  // A positive 31-bit integer: the batch's seed column is a PostgreSQL integer.
  return hash & 0x7fffffff
}
