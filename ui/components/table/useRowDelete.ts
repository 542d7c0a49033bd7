import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { invalidateTags } from "../../state/queries.ts"
import type { ApiAnswer, DataTag } from "../../state/queries.ts"
import { refusalText, settled } from "../../state/saveRefused.ts"
import { showToast } from "../toast/toast.ts"

/** What a DELETE answers, kept to what the list reads (a 204 has no body, so only the status tells success). */
export type DeleteAnswer = ApiAnswer<unknown>

/** The row waiting for confirmation and the calls the delete button and its ConfirmDialog make. */
export interface RowDelete<Row> {
  readonly asked: Row | null
  readonly busy: boolean
  readonly ask: (row: Row) => void
  readonly confirm: () => void
  readonly cancel: () => void
}

/**
 * A list's delete button: the row is asked about first, then the server is told (a mutation); once it agrees the kind's
 * lists are loaded again (the row is gone) with a success toast, and a refusal gets the server's message.
 */
export function useRowDelete<Row>(remove: (row: Row) => Promise<DeleteAnswer>, tags: ReadonlyArray<DataTag>): RowDelete<Row> {
  const [asked, setAsked] = useState<Row | null>(null)
  const mutation = useMutation({
    mutationFn: (row: Row) => settled(remove(row)),
    onSuccess: () => {
      invalidateTags(tags)
      showToast({ kind: "success", text: "با موفقیت حذف شد" })
    },
    onError: (error) => showToast({ kind: "error", text: refusalText(error) }),
    onSettled: () => setAsked(null),
  })

  return {
    asked,
    busy: mutation.isPending,
    ask: setAsked,
    confirm: () => asked !== null && mutation.mutate(asked),
    cancel: () => setAsked(null),
  }
}
