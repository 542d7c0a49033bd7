import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { refusalText, settled } from "../../state/saveRefused.ts"
import { invalidateTags } from "../../state/queries.ts"
import type { DataTag } from "../../state/queries.ts"
import { showToast } from "../toast/toast.ts"

/** The toggle's failure text when the server gives no message (specification section 8). */
const toggleFailed = "خطایی رخ داده است"

/** A row the list can switch on and off. */
export interface Toggleable {
  readonly id: number
  readonly is_active: boolean
}

/** What the PATCH answers, kept to what the toggle reads. */
export interface ToggleAnswer {
  readonly data?: { readonly data: { readonly is_active: boolean } } | undefined
  readonly error?: unknown
  readonly response: Response
}

/** The row waiting for confirmation and the calls the switch and the ConfirmDialog make. */
export interface ActiveToggle<Row> {
  readonly asked: Row | null
  readonly busy: boolean
  readonly ask: (row: Row) => void
  readonly confirm: () => void
  readonly cancel: () => void
}

/**
 * The list's active switch: a row is asked about first, then the server is told (a mutation), and only once it agrees does the
 * shown row change (with its kind's lists and lookups invalidated and the section 8 toasts).
 */
export function useActiveToggle<Row extends Toggleable>(
  change: (row: Row, active: boolean) => Promise<ToggleAnswer>,
  setRow: (id: number, change: (row: Row) => Row) => void,
  tags: ReadonlyArray<DataTag>,
): ActiveToggle<Row> {
  const [asked, setAsked] = useState<Row | null>(null)
  const mutation = useMutation({
    mutationFn: (row: Row) => settled(change(row, !row.is_active)),
    onSuccess: (answer, row) => {
      const active = answer?.data.is_active ?? !row.is_active
      setRow(row.id, (shown) => ({ ...shown, is_active: active }))
      invalidateTags(tags)
      showToast({ kind: "success", text: "وضعیت تغییر یافت" })
    },
    onError: (error) => showToast({ kind: "error", text: refusalText(error, toggleFailed) }),
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
