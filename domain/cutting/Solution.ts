import type { Bin, Item, Rules, SheetLayout } from "./Layout.ts"

/** What every step of the search shares: the grown items and bins, the rules, the work done. */
export interface SearchContext {
  readonly items: ReadonlyArray<Item>
  readonly bins: ReadonlyArray<Bin>
  readonly rules: Rules
  /** Sheets filled so far: the effort the budget counts. */
  work: number
}

/** A complete assignment of every item to sheets. */
export interface Solution {
  readonly sheets: ReadonlyArray<SheetLayout>
  /** Area of the whole (not offcut) sheets used: what the search minimises first. */
  readonly wholeArea: number
  /** Sum of each sheet's squared fill: larger when the waste gathers on few sheets. */
  readonly spread: number
}

const fill = (ctx: SearchContext, sheet: SheetLayout): number => sheet.area / (ctx.bins[sheet.bin]?.area ?? 1)

/** A solution's totals from its sheets. */
export const solutionOf = (ctx: SearchContext, sheets: ReadonlyArray<SheetLayout>): Solution => {
  let wholeArea = 0
  let spread = 0
  for (const sheet of sheets) {
    const bin = ctx.bins[sheet.bin]
    if (bin !== undefined && !bin.isOffcut) wholeArea += bin.area
    spread += fill(ctx, sheet) ** 2
  }
  return { sheets, wholeArea, spread }
}

/** Whether `a` is better than `b`: less whole-sheet area, then fewer sheets, then waste more gathered. */
export const better = (a: Solution, b: Solution): boolean =>
  a.wholeArea !== b.wholeArea
    ? a.wholeArea < b.wholeArea
    : a.sheets.length !== b.sheets.length
      ? a.sheets.length < b.sheets.length
      : a.spread > b.spread + 1e-12

/** A sheet's fill: pieces' area over the sheet's. */
export const sheetFill = fill
