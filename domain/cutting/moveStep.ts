import { fillSheet } from "./fillSheet.ts"
import type { SheetLayout } from "./Layout.ts"
import { orderItems } from "./Orders.ts"
import type { OrderRecipe } from "./Orders.ts"
import type { Rng } from "./Rng.ts"
import { better, sheetFill, solutionOf } from "./Solution.ts"
import type { SearchContext, Solution } from "./Solution.ts"

/** One sheet holding exactly these items, found within a few tries, or undefined. */
export const packOne = (
  ctx: SearchContext,
  items: ReadonlyArray<number>,
  bin: number,
  rng: Rng,
  recipe: () => OrderRecipe,
  tries: number,
): SheetLayout | undefined => {
  const shape = ctx.bins[bin]
  if (shape === undefined) return undefined
  const flip = new Uint8Array(ctx.items.length)
  for (let t = 0; t < tries; t++) {
    const order = orderItems(ctx.items, items, flip, recipe(), rng)
    ctx.work++
    const layout = fillSheet(ctx.items, order, shape, bin, ctx.rules, {
      flip,
      bandRule: rng.int(3),
      wide: rng.int(3),
      lookahead: 1 + rng.int(3),
    })
    if (layout.items.length === items.length) return layout
  }
  return undefined
}

/**
 * Moves one item of the emptiest sheet onto another sheet when that sheet, packed again, takes it
 * with all its own: the emptiest sheet shrinks a piece at a time until it is gone.
 */
export const moveStep = (ctx: SearchContext, current: Solution, rng: Rng, recipe: () => OrderRecipe): Solution => {
  const sheets = current.sheets
  if (sheets.length < 2) return current
  let from = 0
  sheets.forEach((sheet, i) => {
    if (sheetFill(ctx, sheet) < sheetFill(ctx, sheets[from] ?? sheet)) from = i
  })
  const to = (from + 1 + rng.int(sheets.length - 1)) % sheets.length
  const source = sheets[from]
  const target = sheets[to]
  const moving = source?.items[rng.int(source.items.length)]
  if (source === undefined || target === undefined || moving === undefined) return current
  const grown = packOne(ctx, [...target.items, moving], target.bin, rng, recipe, 3)
  if (grown === undefined) return current
  const rest = source.items.filter((i) => i !== moving)
  const shrunk = rest.length === 0 ? undefined : packOne(ctx, rest, source.bin, rng, recipe, 5)
  if (rest.length > 0 && shrunk === undefined) return current
  const next = sheets.flatMap((sheet, i) => (i === to ? [grown] : i === from ? (shrunk === undefined ? [] : [shrunk]) : [sheet]))
  const candidate = solutionOf(ctx, next)
  return better(current, candidate) ? current : candidate
}
