import { keyCount, orderItems } from "./Orders.ts"
import type { OrderRecipe } from "./Orders.ts"
import { packSequence } from "./packSequence.ts"
import type { Rng } from "./Rng.ts"
import { better, sheetFill, solutionOf } from "./Solution.ts"
import type { SearchContext, Solution } from "./Solution.ts"
import type { SheetLayout } from "./Layout.ts"
import { moveStep } from "./moveStep.ts"

const unlimited = Number.MAX_SAFE_INTEGER

/** Sheets filled without a better plan before the search starts again from a fresh one. */
const restartAfter = 30000

const allItems = (ctx: SearchContext): Array<number> => ctx.items.map((item) => item.index)

/** One complete plan from a recipe; undefined when the stock runs out. */
const construct = (
  ctx: SearchContext,
  recipe: OrderRecipe,
  rng: Rng,
  trials: number,
  bandRule: number,
  wide: number,
): Solution | undefined => {
  const flip = new Uint8Array(ctx.items.length)
  const order = orderItems(ctx.items, allItems(ctx), flip, recipe, rng)
  const sheets = packSequence(
    ctx,
    order,
    flip,
    ctx.bins.map((bin) => bin.copies),
    rng,
    { trials, shakeRate: 0.15, bandRule, wide, lookahead: 1 },
    unlimited,
  )
  return sheets === undefined ? undefined : solutionOf(ctx, sheets)
}

/** The plain sort orders tried first, each with every way of lying. */
export const plainRecipes = (rotatable: boolean): Array<OrderRecipe> =>
  Array.from({ length: keyCount }, (_, key) => (rotatable ? [1, 2] : [0]).map((lie) => ({ key, lie, noise: 0 }))).flat()

/** A random recipe for restarts and repairs. */
export const randomRecipe = (rng: Rng, rotatable: boolean, noise: number): OrderRecipe => ({
  key: rng.int(keyCount),
  lie: rotatable ? rng.int(4) : 0,
  noise: noise * rng.next(),
})

/** Picks the sheets to free: most often the emptiest, and a few others at random. */
const pickSheets = (ctx: SearchContext, sheets: ReadonlyArray<SheetLayout>, rng: Rng): Set<number> => {
  const count = Math.min(sheets.length, 2 + rng.int(3))
  const chosen = new Set<number>()
  if (rng.next() < 0.6) {
    let worst = 0
    sheets.forEach((sheet, i) => {
      const w = sheets[worst]
      if (w !== undefined && sheetFill(ctx, sheet) < sheetFill(ctx, w)) worst = i
    })
    chosen.add(worst)
  }
  // A tournament of two leans towards emptier sheets, where the waste to gather is.
  const fillAt = (i: number): number => {
    const sheet = sheets[i]
    return sheet === undefined ? 1 : sheetFill(ctx, sheet)
  }
  const emptier = (a: number, b: number): number => (fillAt(a) <= fillAt(b) ? a : b)
  while (chosen.size < count) chosen.add(emptier(rng.int(sheets.length), rng.int(sheets.length)))
  return chosen
}

/**
 * Frees a few sheets and packs their items again into at most as many, keeping the result unless it
 * is worse: a large-neighbourhood step that moves waste onto one sheet until that sheet empties.
 */
export const repackStep = (ctx: SearchContext, current: Solution, rng: Rng, rotatable: boolean): Solution => {
  if (current.sheets.length < 2) return current
  const chosen = pickSheets(ctx, current.sheets, rng)
  const kept = current.sheets.filter((_, i) => !chosen.has(i))
  const left = ctx.bins.map((bin) => bin.copies)
  for (const sheet of kept) left[sheet.bin] = (left[sheet.bin] ?? 0) - 1
  const pool = current.sheets.filter((_, i) => chosen.has(i)).flatMap((sheet) => sheet.items)
  const flip = new Uint8Array(ctx.items.length)
  const order = orderItems(ctx.items, pool, flip, randomRecipe(rng, rotatable, 0.4), rng)
  const trials = 1 + rng.int(3)
  const sheets = packSequence(
    ctx,
    order,
    flip,
    left,
    rng,
    { trials, shakeRate: 0.1, bandRule: rng.int(3), wide: rng.int(3), lookahead: 1 + rng.int(3) },
    chosen.size,
  )
  if (sheets === undefined) return current
  const candidate = solutionOf(ctx, [...kept, ...sheets])
  return better(current, candidate) ? current : candidate
}

/** Whether any item may turn and would look different turned. */
export const rotatable = (ctx: SearchContext): boolean => ctx.items.some((item) => item.mayRotate && item.w !== item.h)

/** Searches until `stop` says so or `finished` accepts the best plan; undefined when no plan fits the stock. */
export const search = (
  ctx: SearchContext,
  rng: Rng,
  finished: (best: Solution) => boolean,
  stop: () => boolean,
): Solution | undefined => {
  const turns = rotatable(ctx)
  let best: Solution | undefined
  const offer = (s: Solution | undefined): void => {
    if (s !== undefined && (best === undefined || better(s, best))) best = s
  }
  const done = (): boolean => best !== undefined && finished(best)
  for (const [bandRule, wide] of [
    [0, 2],
    [1, 1],
  ] as const) {
    for (const recipe of plainRecipes(turns)) {
      offer(construct(ctx, recipe, rng, 1, bandRule, wide))
      if (done() || (best !== undefined && stop())) return best
    }
  }
  let current = best
  let lastGain = ctx.work
  while (current !== undefined && !done() && !stop()) {
    // A search stuck on one plan for long starts again from a fresh one, keeping the best.
    if (ctx.work - lastGain > restartAfter) {
      current = construct(ctx, randomRecipe(rng, turns, 0.3), rng, 2, rng.int(3), rng.int(3)) ?? current
      lastGain = ctx.work
    }
    const before = best
    const dice = rng.next()
    if (dice < 0.05) {
      offer(construct(ctx, randomRecipe(rng, turns, 0.3), rng, 2, rng.int(3), rng.int(3)))
    } else if (dice < 0.35) {
      current = moveStep(ctx, current, rng, () => randomRecipe(rng, turns, 0.4))
      offer(current)
    } else {
      current = repackStep(ctx, current, rng, turns)
      offer(current)
    }
    if (best !== before) lastGain = ctx.work
  }
  return best
}
