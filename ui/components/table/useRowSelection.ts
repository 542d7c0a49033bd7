import { useState } from "react"
import {
  keepSelectable,
  pageTick,
  toggleAllOnPage,
  toggleRow,
  withoutDone,
  type PageTick,
  type Selection,
} from "./rowSelection.ts"

/** The rows ticked on the page shown, and how the boxes change them. */
export interface RowSelection<Row> {
  readonly selection: Selection
  /** The ticked rows, in the page's order. */
  readonly selectedRows: ReadonlyArray<Row>
  readonly tick: PageTick
  readonly isSelectable: (row: Row) => boolean
  readonly toggle: (id: number) => void
  readonly toggleAll: () => void
  readonly clear: () => void
  /** Unticks the rows an action has moved. */
  readonly drop: (done: ReadonlyArray<number>) => void
}

/**
 * Row checkboxes of one page: only rows `isSelectable` allows may be ticked, and a ticked row that is no longer shown
 * or no longer selectable (moved by someone, another page) is not counted.
 */
export function useRowSelection<Row extends { readonly id: number }>(
  rows: ReadonlyArray<Row>,
  isSelectable: (row: Row) => boolean,
): RowSelection<Row> {
  const [ticked, setTicked] = useState<Selection>(() => new Set())
  const selectable = rows.filter(isSelectable).map((row) => row.id)
  const selection = keepSelectable(ticked, selectable)
  return {
    selection,
    selectedRows: rows.filter((row) => selection.has(row.id)),
    tick: pageTick(selection, selectable),
    isSelectable,
    toggle: (id) => setTicked(toggleRow(selection, id, selectable)),
    toggleAll: () => setTicked(toggleAllOnPage(selection, selectable)),
    clear: () => setTicked(new Set()),
    drop: (done) => setTicked((current) => withoutDone(current, done)),
  }
}
