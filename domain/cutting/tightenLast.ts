import type { SheetLayout } from "./Layout.ts"
import { packOne } from "./moveStep.ts"
import type { OrderRecipe } from "./Orders.ts"
import type { Rng } from "./Rng.ts"
import type { SearchContext } from "./Solution.ts"

const usedWidth = (sheet: SheetLayout): number => sheet.strips.reduce((sum, strip) => sum + strip.width, 0)

/**
 * The last sheet packed again into as narrow a run of strips as a few tries find: the yield counts it
 * only up to its last first-stage cut, and the rest goes back to stock as an offcut.
 */
export const tightenLast = (
  ctx: SearchContext,
  last: SheetLayout,
  rng: Rng,
  recipe: () => OrderRecipe,
  tries: number,
): SheetLayout => {
  let best = last
  for (let t = 0; t < tries; t++) {
    const tried = packOne(ctx, last.items, last.bin, rng, recipe, 1)
    if (tried !== undefined && usedWidth(tried) < usedWidth(best)) best = tried
  }
  return best
}
