import { useState } from "react"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { invalidateTags } from "../../state/queries.ts"
import type { DataTag } from "../../state/queries.ts"
import { showToast } from "../toast/toast.ts"

/** What a DELETE answers, kept to what the list reads (a 204 has no body, so only the status tells success). */
export interface DeleteAnswer {
  readonly error?: unknown
  readonly response: Response
}

/** The row waiting for confirmation and the calls the delete button and its ConfirmDialog make. */
export interface RowDelete<Row> {
  readonly asked: Row | null
  readonly busy: boolean
  readonly ask: (row: Row) => void
  readonly confirm: () => void
  readonly cancel: () => void
}

/**
 * A list's delete button: the row is asked about first, then the server is told; once it agrees the kind's lists are
 * loaded again (the row is gone) with a success toast, and a refusal gets the server's message.
 */
export function useRowDelete<Row>(remove: (row: Row) => Promise<DeleteAnswer>, tags: ReadonlyArray<DataTag>): RowDelete<Row> {
  const [asked, setAsked] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (row: Row) => {
    setBusy(true)
    try {
      const { error, response } = await remove(row)
      if (response.ok) {
        invalidateTags(tags)
        showToast({ kind: "success", text: "با موفقیت حذف شد" })
      } else showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
    } catch {
      showToast({ kind: "error", text: genericErrorMessage })
    } finally {
      setBusy(false)
      setAsked(null)
    }
  }

  return { asked, busy, ask: setAsked, confirm: () => asked !== null && void run(asked), cancel: () => setAsked(null) }
}
