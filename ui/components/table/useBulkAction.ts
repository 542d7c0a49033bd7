import { useState } from "react"
import type { RowOutcome } from "./bulkRun.ts"
import type { RowSelection } from "./useRowSelection.ts"

/**
 * A bulk action over the ticked rows: asked first (the dialog names how many), then each row sent and answered on its
 * own; the answers stay shown until closed, and the rows done leave the selection while the refused stay ticked.
 */
export function useBulkAction<Row extends { readonly id: number }>(
  selection: RowSelection<Row>,
  run: (rows: ReadonlyArray<Row>) => Promise<ReadonlyArray<RowOutcome<Row>>>,
) {
  const [asked, setAsked] = useState<ReadonlyArray<Row> | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcomes, setOutcomes] = useState<ReadonlyArray<RowOutcome<Row>> | null>(null)

  const confirm = async () => {
    if (asked === null || busy) return
    setBusy(true)
    try {
      const answered = await run(asked)
      setOutcomes(answered)
      selection.drop(answered.filter((outcome) => outcome.done).map((outcome) => outcome.row.id))
    } finally {
      setBusy(false)
      setAsked(null)
    }
  }

  return {
    selection,
    asked,
    busy,
    outcomes,
    ask: () => {
      if (selection.selectedRows.length > 0) setAsked(selection.selectedRows)
    },
    confirm: () => void confirm(),
    cancel: () => setAsked(null),
    dismiss: () => setOutcomes(null),
  }
}

/** What the bulk action's toolbar, dialog and answers read of the hook. */
export type BulkAction<Row extends { readonly id: number }> = ReturnType<typeof useBulkAction<Row>>
