import { toPersianDigits } from "../../../domain/text/digits.ts"

/** The ids of the rows ticked for a bulk action. */
export type Selection = ReadonlySet<number>

/** How the select-all box of a page shows: nothing ticked, some, every selectable row, or no row to select at all. */
export type PageTick = "none" | "some" | "all" | "disabled"

/** The selection as the page now allows it: only rows shown and still selectable stay ticked (a row moved elsewhere drops out). */
export const keepSelectable = (selection: Selection, selectable: ReadonlyArray<number>): Selection =>
  new Set(selectable.filter((id) => selection.has(id)))

/** Ticks or unticks one row; a row the action does not apply to is never ticked. */
export const toggleRow = (selection: Selection, id: number, selectable: ReadonlyArray<number>): Selection => {
  if (!selectable.includes(id)) return selection
  const next = new Set(selection)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** The select-all box of a page: with every selectable row ticked it clears them, otherwise it ticks them all. */
export const toggleAllOnPage = (selection: Selection, selectable: ReadonlyArray<number>): Selection =>
  pageTick(selection, selectable) === "all" ? new Set() : new Set(selectable)

/** What the select-all box shows for the selection on a page. */
export const pageTick = (selection: Selection, selectable: ReadonlyArray<number>): PageTick => {
  if (selectable.length === 0) return "disabled"
  const ticked = selectable.filter((id) => selection.has(id)).length
  return ticked === 0 ? "none" : ticked === selectable.length ? "all" : "some"
}

/** After a bulk action, the rows it moved leave the selection; the refused ones stay ticked to be tried again. */
export const withoutDone = (selection: Selection, done: ReadonlyArray<number>): Selection =>
  new Set([...selection].filter((id) => !done.includes(id)))

/** «۳ مورد انتخاب شد»: the toolbar's count. */
export const selectedCountText = (count: number): string => `${toPersianDigits(count)} مورد انتخاب شد`

/** «۲ مورد انجام شد، ۱ مورد پذیرفته نشد»: the summary of a bulk action's answers (the refused part only when there is one). */
export const bulkSummaryText = (done: number, refused: number): string =>
  refused === 0
    ? `${toPersianDigits(done)} مورد انجام شد`
    : `${toPersianDigits(done)} مورد انجام شد، ${toPersianDigits(refused)} مورد پذیرفته نشد`
