import { useState } from "react"
import { showToast } from "../../components/toast/toast.ts"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { useServices } from "../../state/services.tsx"
import { chequeMovedMessage, type ChequeMoveTarget } from "./chequeListView.ts"
import type { ChequeDetail } from "./chequeRows.ts"

/** The cheque a move is asked about, and where to. */
export interface AskedChequeMove {
  readonly id: number
  readonly sayadId: string
  readonly to: ChequeMoveTarget
}

/** What happens once the server has answered: the moved cheque as it now is, or a refusal (the row may be out of date). */
export interface ChequeMoveOutcome {
  readonly moved: (cheque: ChequeDetail) => void
  readonly refused: () => void
}

/**
 * A cheque's moves: asked about first, then sent as `PATCH /Admin/cheque/{id}`; the server's answer is what the screen
 * shows (with a toast), and a refusal's Persian message is told in a toast.
 */
export function useChequeMoves(outcome: ChequeMoveOutcome) {
  const { api } = useServices()
  const [asked, setAsked] = useState<AskedChequeMove | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async () => {
    if (asked === null) return
    setBusy(true)
    try {
      const { data, error, response } = await api.PATCH("/Admin/cheque/{id}", {
        params: { path: { id: asked.id } },
        body: { state: asked.to },
      })
      if (data !== undefined) {
        showToast({ kind: "success", text: chequeMovedMessage })
        outcome.moved(data.data)
      } else {
        showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
        outcome.refused()
      }
    } catch {
      showToast({ kind: "error", text: genericErrorMessage })
    } finally {
      setBusy(false)
      setAsked(null)
    }
  }

  return { asked, busy, ask: setAsked, confirm: () => void run(), cancel: () => setAsked(null) }
}

/** What the move dialog reads of the hook. */
export type ChequeMoves = ReturnType<typeof useChequeMoves>
