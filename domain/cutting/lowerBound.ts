import type { SearchContext } from "./Solution.ts"

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
