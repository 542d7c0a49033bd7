import { useState } from "react"
import { showToast } from "../../components/toast/toast.ts"
import { refusalText } from "../../state/saveRefused.ts"
import { useMoveCheque, type ChequeDetail } from "./api/chequeQueries.ts"
import { chequeMovedMessage, type ChequeMoveTarget } from "./chequeListView.ts"

/** The cheque a move is asked about, and where to. */
export interface AskedChequeMove {
  readonly id: number
  readonly sayadId: string
  readonly to: ChequeMoveTarget
}

/**
 * A cheque's moves: asked about first, then sent; the server's answer is what the screen shows through `moved` (with a
 * toast), and a refusal's Persian message is told in a toast. Either way the lists and figures read again.
 */
export function useChequeMoves(moved: (cheque: ChequeDetail) => void) {
  const moving = useMoveCheque()
  const [asked, setAsked] = useState<AskedChequeMove | null>(null)

  const run = () => {
    if (asked === null) return
    moving.mutate(
      { id: asked.id, to: asked.to },
      {
        onSuccess: (cheque) => {
          showToast({ kind: "success", text: chequeMovedMessage })
          moved(cheque)
        },
        onError: (error) => showToast({ kind: "error", text: refusalText(error) }),
        onSettled: () => setAsked(null),
      },
    )
  }

  return { asked, busy: moving.isPending, ask: setAsked, confirm: run, cancel: () => setAsked(null) }
}

/** What the move dialog reads of the hook. */
export type ChequeMoves = ReturnType<typeof useChequeMoves>
