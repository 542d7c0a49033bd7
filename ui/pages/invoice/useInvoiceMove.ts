import { useState } from "react"
import { useNavigate } from "react-router"
import type { InvoiceKind, InvoiceState } from "../../../domain/invoice/InvoiceOptions.ts"
import { moveOutcome, movedTo } from "../../../domain/invoice/InvoiceMoveOutcome.ts"
import type { InvoiceMove } from "../../../domain/invoice/InvoiceWorkflow.ts"
import { showToast } from "../../components/toast/toast.ts"
import { refusalText, SaveRefused } from "../../state/saveRefused.ts"
import { reasonRefusal, useMoveInvoice } from "./api/invoiceMutations.ts"
import { invoiceToastLinks } from "./invoiceLinks.ts"

/** The invoice a move is asked about, where it stands now. */
export interface AskedMove {
  readonly id: number
  readonly serial: number
  readonly kind: InvoiceKind
  readonly state: InvoiceState
  readonly move: InvoiceMove
}

/** A toast with links stays long enough to reach them. */
const linkedToastMs = 10_000

/**
 * An invoice's moves, from a list or from its own page: a move is asked about first (a rejection with its reason), then
 * sent; once the server agrees the invoices read again and a toast says what happened to what, with links to open and
 * print the invoice it left; a refusal shows the server's Persian message (a reason's under its field).
 */
export function useInvoiceMove({ onMoved }: { readonly onMoved?: () => void } = {}) {
  const moving = useMoveInvoice()
  const navigate = useNavigate()
  const [asked, setAsked] = useState<AskedMove | null>(null)
  const [reasonError, setReasonError] = useState<string | undefined>(undefined)

  const run = (reason: string | undefined) => {
    if (asked === null) return
    const { id, serial, kind, state, move } = asked
    moving.mutate(
      { id, move, reason },
      {
        onSuccess: () => {
          showToast({
            kind: "success",
            text: moveOutcome({ kind, state }, move, serial),
            links: invoiceToastLinks(navigate, movedTo({ kind, state }, move).kind, id),
            durationMs: linkedToastMs,
          })
          setAsked(null)
          onMoved?.()
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
