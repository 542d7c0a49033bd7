import { useState } from "react"
import { saveErrorMessage } from "../../state/errors.ts"
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
 * The list's active switch: a row is asked about first, then the server is told, and only once it agrees does the
 * shown row change (with its kind's lists and lookups invalidated and the section 8 toasts).
 */
export function useActiveToggle<Row extends Toggleable>(
  change: (row: Row, active: boolean) => Promise<ToggleAnswer>,
  setRow: (id: number, change: (row: Row) => Row) => void,
  tags: ReadonlyArray<DataTag>,
): ActiveToggle<Row> {
  const [asked, setAsked] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)

  const toggle = async (row: Row) => {
    setBusy(true)
    try {
      const { data, error, response } = await change(row, !row.is_active)
      if (data) {
        const active = data.data.is_active
        setRow(row.id, (shown) => ({ ...shown, is_active: active }))
        invalidateTags(tags)
        showToast({ kind: "success", text: "وضعیت تغییر یافت" })
      } else showToast({ kind: "error", text: saveErrorMessage(error, response.status, toggleFailed) })
    } catch {
      showToast({ kind: "error", text: toggleFailed })
    } finally {
      setBusy(false)
      setAsked(null)
    }
  }

  return { asked, busy, ask: setAsked, confirm: () => asked && void toggle(asked), cancel: () => setAsked(null) }
}
