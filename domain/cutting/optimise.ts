import { Result } from "effect"
import { InvalidCuttingInput, NotEnoughSheets, PieceFitsNoSheet } from "./CuttingErrors.ts"
import type { CuttingRefusal } from "./CuttingErrors.ts"
import type { CuttingInput } from "./CuttingInput.ts"
import type { CuttingPlan } from "./CuttingPlan.ts"
import type { Bin, Item, Rules, SheetLayout } from "./Layout.ts"
import { fitsBin, lowerBound, unbeatable } from "./lowerBound.ts"
import { planFromLayouts } from "./planFromLayouts.ts"
import { makeRng } from "./Rng.ts"
import { randomRecipe, rotatable, search } from "./search.ts"
import { tightenLast } from "./tightenLast.ts"
import { sheetFill } from "./Solution.ts"
import type { SearchContext, Solution } from "./Solution.ts"

/** How long to search: a seed, and when to stop (a clock check from the caller, a work budget or both). */
export interface OptimiseOptions {
  readonly seed: number
  /** Called between steps; true ends the search with the best plan so far. */
  readonly shouldStop?: (() => boolean) | undefined
  /** Most sheets to fill while searching: the same seed and effort give the same plan. */
  readonly effort?: number | undefined
}

/** The effort used when the caller gives neither a clock check nor a budget. */
export const defaultEffort = 20000

const whole = (n: number): boolean => Number.isSafeInteger(n) && n > 0

const problem = (input: CuttingInput): string | undefined => {
  const s = input.settings
  if (s.stages !== 2 && s.stages !== 3) return "stages must be 2 or 3"
  if (!Number.isSafeInteger(s.kerf) || s.kerf < 0) return "kerf must be a whole number of mm, 0 or more"
  if (!Number.isSafeInteger(s.shortestWasteStrip) || s.shortestWasteStrip < 0) return "shortest waste strip must be 0 or more"
  if (s.longestStrip !== undefined && !whole(s.longestStrip)) return "longest strip must be a positive whole number"
  for (const p of input.pieces) if (!whole(p.width) || !whole(p.height)) return `piece ${p.id}: sizes must be positive whole mm`
  for (const b of input.sheets) {
    if (!whole(b.width) || !whole(b.height)) return `sheet ${b.id}: sizes must be positive whole mm`
    if (!Number.isSafeInteger(b.trim) || b.trim < 0 || 2 * b.trim >= Math.min(b.width, b.height)) return `sheet ${b.id}: bad trim`
    if (b.copies !== undefined && (!Number.isSafeInteger(b.copies) || b.copies < 0)) return `sheet ${b.id}: bad copies`
  }
  return undefined
}

/** The search's view of a job: sizes grown by the kerf, the sheets inside their trims. */
export const contextOf = (input: CuttingInput): SearchContext => {
  const k = input.settings.kerf
  const items: Array<Item> = input.pieces.map((p, index) => ({
    index,
    w: p.width + k,
    h: p.height + k,
    mayRotate: p.mayRotate,
    area: p.width * p.height,
  }))
  const bins: Array<Bin> = input.sheets.map((s, sheetIndex) => ({
    sheetIndex,
    w: s.width - 2 * s.trim + k,
    h: s.height - 2 * s.trim + k,
    area: s.width * s.height,
    copies: s.copies ?? Number.MAX_SAFE_INTEGER,
    isOffcut: s.isOffcut === true,
  }))
  // Offcuts first, the smallest first: a sheet takes the first offcut that holds anything, and the large ones stay for large panes.
  bins.sort(
    (a, b) => Number(b.isOffcut) - Number(a.isOffcut) || (a.isOffcut ? a.area - b.area : 0) || a.sheetIndex - b.sheetIndex,
  )
  const rules: Rules = {
    kerf: k,
    minWaste: input.settings.shortestWasteStrip,
    maxStrip: input.settings.longestStrip === undefined ? Number.MAX_SAFE_INTEGER : input.settings.longestStrip + k,
    bandPieces: input.settings.stages === 2 ? 1 : Number.MAX_SAFE_INTEGER,
  }
  return { items, bins, rules, work: 0 }
}

const fitsSomewhere = (ctx: SearchContext, item: Item): boolean =>
  ctx.bins.some((bin) => bin.copies > 0 && fitsBin(ctx, item, bin))

/** Offcuts first, then whole sheets from the fullest to the emptiest, so the waste ends the plan. */
const cuttingOrder = (ctx: SearchContext, sheets: ReadonlyArray<SheetLayout>): Array<SheetLayout> =>
  [...sheets].sort((a, b) => {
    const ao = ctx.bins[a.bin]?.isOffcut === true ? 0 : 1
    const bo = ctx.bins[b.bin]?.isOffcut === true ? 0 : 1
    return ao - bo || sheetFill(ctx, b) - sheetFill(ctx, a)
  })

/**
 * Plans the cutting of the pieces on the sheets (3- or 2-stage guillotine with a final trim), as few
 * and as full sheets as the search finds before it is told to stop; deterministic for a seed and effort.
 */
export const optimise = (input: CuttingInput, options: OptimiseOptions): Result.Result<CuttingPlan, CuttingRefusal> => {
  const bad = problem(input)
  if (bad !== undefined) return Result.fail(new InvalidCuttingInput({ message: bad }))
  const ctx = contextOf(input)
  const misfit = ctx.items.find((item) => !fitsSomewhere(ctx, item))
  if (misfit !== undefined) return Result.fail(new PieceFitsNoSheet({ pieceId: input.pieces[misfit.index]?.id ?? "" }))
  const effort = options.effort ?? (options.shouldStop === undefined ? defaultEffort : Number.MAX_SAFE_INTEGER)
  const stop = (): boolean => ctx.work >= effort || (options.shouldStop?.() ?? false)
  const rng = makeRng(options.seed)
  const bound = lowerBound(ctx)
  // The search asks after every step, mostly about the same best plan: each plan is judged once.
  let judged: Solution | undefined
  let finished = false
  const isFinished = (plan: Solution): boolean => {
    if (plan !== judged) {
      judged = plan
      finished = plan.sheets.length <= bound || unbeatable(ctx, plan)
    }
    return finished
  }
  const best = search(ctx, rng, isFinished, stop)
  if (best === undefined) return Result.fail(new NotEnoughSheets({ placed: 0, pieces: input.pieces.length }))
  const ordered = cuttingOrder(ctx, best.sheets)
  const last = ordered.pop()
  if (last !== undefined) ordered.push(tightenLast(ctx, last, rng, () => randomRecipe(rng, rotatable(ctx), 0.4), 40))
  return Result.succeed(planFromLayouts(input, ctx.bins, ordered))
}
