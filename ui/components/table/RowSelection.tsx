import type { Column } from "./PaginatedTable.tsx"
import type { RowSelection } from "./useRowSelection.ts"

/** The accessible names of the boxes: the page's select-all, and each row's (by its number as people say it). */
export interface SelectionLabels<Row> {
  readonly all: string
  readonly row: (row: Row) => string
}

const box =
  "h-4 w-4 cursor-pointer accent-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-40"

/** Marks a ticked row: the list's wrapper highlights every row whose box is ticked. */
export const selectedRowsClass = "[&_tr:has(input[data-row-select]:checked)]:bg-sky-50"

/** The select-all box of the page: half-ticked when some rows are, disabled when no row may be ticked. */
function SelectAllBox<Row>({ selection, label }: { readonly selection: RowSelection<Row>; readonly label: string }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className={box}
      checked={selection.tick === "all"}
      disabled={selection.tick === "disabled"}
      ref={(input) => {
        if (input !== null) input.indeterminate = selection.tick === "some"
      }}
      onChange={selection.toggleAll}
    />
  )
}

/** The checkbox column: a box per row the action applies to (others show it disabled), and select-all in its header. */
export function selectionColumn<Row extends { readonly id: number }>(
  selection: RowSelection<Row>,
  labels: SelectionLabels<Row>,
): Column<Row> {
  return {
    id: "select",
    header: labels.all,
    heading: <SelectAllBox selection={selection} label={labels.all} />,
    className: "w-8 !px-2",
    cell: (row) => {
      const selectable = selection.isSelectable(row)
      return (
        <input
          type="checkbox"
          data-row-select
          aria-label={labels.row(row)}
          className={box}
          disabled={!selectable}
          checked={selectable && selection.selection.has(row.id)}
          onChange={() => selection.toggle(row.id)}
        />
      )
    },
  }
}
