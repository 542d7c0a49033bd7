import type { Bin, Item } from "./Layout.ts"
import type { SearchContext, Solution } from "./Solution.ts"

/**
 * Fewest sheets any plan needs when the stock is one size of whole sheet in any number (else 0):
 * the larger of the area bound and the count of items too big to share a sheet with each other.
 */
export const lowerBound = (ctx: SearchContext): number => {
  const bin = ctx.bins[0]
  if (ctx.bins.length !== 1 || bin === undefined || bin.isOffcut) return 0
  let area = 0
  let big = 0
  for (const item of ctx.items) {
    area += item.w * item.h
    const bigAsIs = item.w * 2 > bin.w && item.h * 2 > bin.h
    const bigTurned = item.h * 2 > bin.w && item.w * 2 > bin.h
    if (bigAsIs && (!item.mayRotate || bigTurned)) big++
  }
  return Math.max(Math.ceil(area / (bin.w * bin.h)), big)
}

/** Whether `item` fits inside `bin` as it is or turned, within the longest strip. */
export const fitsBin = (ctx: SearchContext, item: Item, bin: Bin): boolean =>
  (item.w <= bin.w && item.h <= bin.h && item.w <= ctx.rules.maxStrip) ||
  (item.mayRotate && item.h <= bin.w && item.w <= bin.h && item.h <= ctx.rules.maxStrip)

/** Whether the bins, in their numbers, might hold every item: enough area, and a bin each item fits (a relaxation). */
const mightHold = (ctx: SearchContext, bins: ReadonlyArray<Bin>): boolean => {
  let room = 0
  for (const bin of bins) room += bin.w * bin.h * Math.min(bin.copies, ctx.items.length)
  let area = 0
  for (const item of ctx.items) area += item.w * item.h
  return area <= room && ctx.items.every((item) => bins.some((bin) => fitsBin(ctx, item, bin)))
}

/**
 * Whether no plan can beat `best` (less whole-sheet area, then fewer sheets, then a fuller sheet): it fills one sheet, and no
 * cheaper stock could hold the pieces even by area and fit alone. An offcut is beaten only by one smaller offcut that holds
 * them all; a whole sheet by any mix of offcuts and smaller whole sheets. So a one-pane batch ends at once, not at its budget.
 */
export const unbeatable = (ctx: SearchContext, best: Solution): boolean => {
  const only = best.sheets.length === 1 ? best.sheets[0] : undefined
  const used = only === undefined ? undefined : ctx.bins[only.bin]
  if (used === undefined) return false
  const stocked = ctx.bins.filter((bin) => bin.copies > 0)
  if (used.isOffcut) return !stocked.some((bin) => bin.isOffcut && bin.area < used.area && mightHold(ctx, [bin]))
  return !mightHold(
    ctx,
    stocked.filter((bin) => bin.isOffcut || bin.area < used.area),
  )
}
