import type { CuttingInput, Piece } from "./CuttingInput.ts"
import type { CuttingPlan, PlacedPiece } from "./CuttingPlan.ts"
import { unreachable } from "./guillotine.ts"

/** One thing wrong with a plan: on which sheet (-1 for the plan as a whole), which piece, and what. */
export interface PlanViolation {
  readonly sheet: number
  readonly pieceId?: string | undefined
  readonly message: string
}

const overlaps = (a: PlacedPiece, b: PlacedPiece, kerf: number): boolean =>
  a.x < b.x + b.width + kerf && b.x < a.x + a.width + kerf && a.y < b.y + b.height + kerf && b.y < a.y + a.height + kerf

const sizeFits = (piece: Piece, placed: PlacedPiece): boolean =>
  placed.rotated
    ? piece.mayRotate && placed.width === piece.height && placed.height === piece.width
    : placed.width === piece.width && placed.height === piece.height

/** Every piece of the input placed once with its size (turned only when allowed). */
const pieceViolations = (input: CuttingInput, plan: CuttingPlan): Array<PlanViolation> => {
  const waiting = new Map<string, Array<Piece>>()
  for (const p of input.pieces) waiting.set(p.id, [...(waiting.get(p.id) ?? []), p])
  const found: Array<PlanViolation> = []
  plan.sheets.forEach((sheet, s) =>
    sheet.pieces.forEach((placed) => {
      const left = waiting.get(placed.id) ?? []
      const at = left.findIndex((p) => sizeFits(p, placed))
      if (at >= 0) left.splice(at, 1)
      else
        found.push({
          sheet: s,
          pieceId: placed.id,
          message: `piece ${placed.id} is not in the input with this size and turn, or is there twice`,
        })
    }),
  )
  for (const [id, left] of waiting)
    for (const _ of left) found.push({ sheet: -1, pieceId: id, message: `piece ${id} is missing` })
  return found
}

/** Every sheet a sheet of the stock, used no more often than there are copies. */
const stockViolations = (input: CuttingInput, plan: CuttingPlan): Array<PlanViolation> => {
  const found: Array<PlanViolation> = []
  const uses = new Map<number, number>()
  plan.sheets.forEach((sheet, s) => {
    const stock = input.sheets[sheet.sheetIndex]
    if (stock === undefined || stock.width !== sheet.width || stock.height !== sheet.height || stock.id !== sheet.bin)
      found.push({ sheet: s, message: `sheet ${sheet.bin} is not the stock sheet it names` })
    uses.set(sheet.sheetIndex, (uses.get(sheet.sheetIndex) ?? 0) + 1)
  })
  for (const [index, count] of uses) {
    const copies = input.sheets[index]?.copies
    if (copies !== undefined && count > copies)
      found.push({ sheet: -1, message: `sheet ${input.sheets[index]?.id} used ${count} times, ${copies} in stock` })
  }
  return found
}

/** Every piece inside the trims, clear of the others by the kerf, and the layout cut by the stages allowed. */
const layoutViolations = (input: CuttingInput, plan: CuttingPlan): Array<PlanViolation> => {
  const found: Array<PlanViolation> = []
  const { kerf, stages, shortestWasteStrip, longestStrip } = input.settings
  plan.sheets.forEach((sheet, s) => {
    const t = input.sheets[sheet.sheetIndex]?.trim ?? 0
    const region = { x: t, y: t, width: sheet.width - 2 * t, height: sheet.height - 2 * t }
    for (const p of sheet.pieces) {
      const whole = [p.x, p.y, p.width, p.height].every(Number.isSafeInteger)
      if (
        !whole ||
        p.x < region.x ||
        p.y < region.y ||
        p.x + p.width > region.x + region.width ||
        p.y + p.height > region.y + region.height
      )
        found.push({ sheet: s, pieceId: p.id, message: `piece ${p.id} is not inside the sheet's trims` })
    }
    sheet.pieces.forEach((a, i) =>
      sheet.pieces.slice(i + 1).forEach((b) => {
        if (overlaps(a, b, kerf))
          found.push({ sheet: s, pieceId: b.id, message: `pieces ${a.id} and ${b.id} overlap or are closer than the kerf` })
      }),
    )
    if (found.some((v) => v.sheet === s)) return
    const why = unreachable(sheet.pieces, region, 1, { stages, kerf, shortestWasteStrip, longestStrip })
    if (why !== undefined) found.push({ sheet: s, message: `not cuttable: ${why}` })
  })
  return found
}

/** Everything wrong with a plan for this input, judged from the pieces' places alone; empty when it can be cut. */
export const checkPlan = (input: CuttingInput, plan: CuttingPlan): ReadonlyArray<PlanViolation> => [
  ...pieceViolations(input, plan),
  ...stockViolations(input, plan),
  ...layoutViolations(input, plan),
]
