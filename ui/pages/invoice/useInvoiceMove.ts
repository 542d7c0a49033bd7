import { useState } from "react"
import type { InvoiceMove } from "../../../domain/invoice/InvoiceWorkflow.ts"
import { showToast } from "../../components/toast/toast.ts"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { useServices } from "../../state/services.tsx"

/** The row a move is asked about. */
export interface AskedMove {
  readonly id: number
  readonly serial: number
  readonly move: InvoiceMove
}

const paths = {
  send: "/Admin/invoice/{id}/send",
  approve: "/Admin/invoice/{id}/approve",
  reject: "/Admin/invoice/{id}/reject",
  cancel: "/Admin/invoice/{id}/cancel",
  call_off: "/Admin/invoice/{id}/call_off",
  confirm: "/Admin/invoice/{id}/confirm",
} as const satisfies Record<InvoiceMove, string>

/**
 * A list's moves: a row's move is asked about first (a rejection with its reason), then sent; once the server agrees
 * the list reloads and a toast says so; a refusal shows the server's Persian message (a reason's under its field).
 */
export function useInvoiceMove(reload: () => void) {
  const { api } = useServices()
  const [asked, setAsked] = useState<AskedMove | null>(null)
  const [busy, setBusy] = useState(false)
  const [reasonError, setReasonError] = useState<string | undefined>(undefined)

  const run = async (reason: string | undefined) => {
    if (asked === null) return
    setBusy(true)
    try {
      const { error, response } = await api.POST(paths[asked.move], {
        params: { path: { id: asked.id } },
        body: asked.move === "reject" ? { reason: reason ?? "" } : {},
      })
      if (response.ok) {
        showToast({ kind: "success", text: "انجام شد" })
        setAsked(null)
        reload()
        return
      }
      const fieldError = (error as { errors?: Record<string, ReadonlyArray<string>> } | undefined)?.errors?.reason?.[0]
      if (fieldError !== undefined) return setReasonError(fieldError)
      showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
      setAsked(null)
      reload()
    } catch {
      showToast({ kind: "error", text: genericErrorMessage })
    } finally {
      setBusy(false)
    }
  }

  return {
    asked,
    busy,
    reasonError,
    ask: (move: AskedMove) => {
      setReasonError(undefined)
      setAsked(move)
    },
    confirm: (reason?: string) => void run(reason),
    cancel: () => setAsked(null),
  }
}

/** What the dialogs read of the hook. */
export type InvoiceMoves = ReturnType<typeof useInvoiceMove>
