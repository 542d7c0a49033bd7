import { fillSheet } from "./fillSheet.ts"
import type { SheetLayout } from "./Layout.ts"
import { shake } from "./Orders.ts"
import type { Rng } from "./Rng.ts"
import type { SearchContext } from "./Solution.ts"

/** How hard to try on each sheet: fills tried per sheet and how much each differs. */
export interface Effort {
  readonly trials: number
  readonly shakeRate: number
  /** How bands are filled: see `fillSheet`. */
  readonly bandRule: number
  /** How wide strips are: see `FillStyle`. */
  readonly wide: number
  /** Strips tried before one is kept. */
  readonly lookahead: number
}

const bestFill = (
  ctx: SearchContext,
  order: ReadonlyArray<number>,
  flip: Uint8Array,
  bin: number,
  rng: Rng,
  effort: Effort,
): SheetLayout | undefined => {
  const shape = ctx.bins[bin]
  if (shape === undefined) return undefined
  let best: SheetLayout | undefined
  for (let t = 0; t < effort.trials; t++) {
    const tried = t === 0 ? order : shake(order, rng, effort.shakeRate)
    ctx.work++
    const layout = fillSheet(ctx.items, tried, shape, bin, ctx.rules, {
      flip,
      bandRule: effort.bandRule,
      wide: effort.wide,
      lookahead: effort.lookahead,
    })
    if (layout.items.length > 0 && (best === undefined || layout.area > best.area)) best = layout
    if (best !== undefined && best.items.length === order.length) break
  }
  return best
}

/** The next sheet: the first offcut that takes anything, else the whole sheet filled best. */
const nextSheet = (
  ctx: SearchContext,
  order: ReadonlyArray<number>,
  flip: Uint8Array,
  left: Array<number>,
  rng: Rng,
  effort: Effort,
): SheetLayout | undefined => {
  for (let b = 0; b < ctx.bins.length; b++) {
    if (ctx.bins[b]?.isOffcut !== true || (left[b] ?? 0) <= 0) continue
    const layout = bestFill(ctx, order, flip, b, rng, effort)
    if (layout !== undefined) return layout
  }
  let best: SheetLayout | undefined
  let bestFill_ = -1
  for (let b = 0; b < ctx.bins.length; b++) {
    const bin = ctx.bins[b]
    if (bin === undefined || bin.isOffcut || (left[b] ?? 0) <= 0) continue
    const layout = bestFill(ctx, order, flip, b, rng, effort)
    if (layout !== undefined && layout.area / bin.area > bestFill_) {
      best = layout
      bestFill_ = layout.area / bin.area
    }
  }
  return best
}

/**
 * Packs the items sheet after sheet, each sheet filled as well as a few shaken orders allow;
 * undefined when the stock runs out (or `maxSheets` is reached) before every item is placed.
 */
export const packSequence = (
  ctx: SearchContext,
  order: ReadonlyArray<number>,
  flip: Uint8Array,
  copies: ReadonlyArray<number>,
  rng: Rng,
  effort: Effort,
  maxSheets: number,
): Array<SheetLayout> | undefined => {
  const left = [...copies]
  const sheets: Array<SheetLayout> = []
  const placed = new Uint8Array(ctx.items.length)
  let rest = order
  while (rest.length > 0) {
    if (sheets.length >= maxSheets) return undefined
    const sheet = nextSheet(ctx, rest, flip, left, rng, effort)
    if (sheet === undefined) return undefined
    sheets.push(sheet)
    left[sheet.bin] = (left[sheet.bin] ?? 0) - 1
    for (const i of sheet.items) placed[i] = 1
    rest = rest.filter((i) => placed[i] === 0)
  }
  return sheets
}
