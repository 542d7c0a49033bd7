import { useState } from "react"
import type { InvoiceMove } from "../../../domain/invoice/InvoiceWorkflow.ts"
import { showToast } from "../../components/toast/toast.ts"
import { refusalText, SaveRefused } from "../../state/saveRefused.ts"
import { reasonRefusal, useMoveInvoice } from "./api/invoiceMutations.ts"

/** The row a move is asked about. */
export interface AskedMove {
  readonly id: number
  readonly serial: number
  readonly move: InvoiceMove
}

/**
 * A list's moves: a row's move is asked about first (a rejection with its reason), then sent; once the server agrees
 * the lists read again and a toast says so; a refusal shows the server's Persian message (a reason's under its field).
 */
export function useInvoiceMove() {
  const moving = useMoveInvoice()
  const [asked, setAsked] = useState<AskedMove | null>(null)
  const [reasonError, setReasonError] = useState<string | undefined>(undefined)

  const run = (reason: string | undefined) => {
    if (asked === null) return
    moving.mutate(
      { id: asked.id, move: asked.move, reason },
      {
        onSuccess: () => {
          showToast({ kind: "success", text: "انجام شد" })
          setAsked(null)
        },
        onError: (error) => {
          const fieldError = reasonRefusal(error)
          if (fieldError !== undefined) return setReasonError(fieldError)
          showToast({ kind: "error", text: refusalText(error) })
          // A lost connection keeps the question open, to be sent again; the server's refusal closes it.
          if (error instanceof SaveRefused && error.status !== undefined) setAsked(null)
        },
      },
    )
  }

  return {
    asked,
    busy: moving.isPending,
    reasonError,
    ask: (move: AskedMove) => {
      setReasonError(undefined)
      setAsked(move)
    },
    confirm: (reason?: string) => run(reason),
    cancel: () => setAsked(null),
  }
}

/** What the dialogs read of the hook. */
export type InvoiceMoves = ReturnType<typeof useInvoiceMove>
