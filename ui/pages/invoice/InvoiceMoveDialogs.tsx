import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react"
import { useId, useState } from "react"
import { invoiceMoveLabels, moveQuestion } from "../../../domain/invoice/InvoiceWorkflow.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.tsx"
import type { InvoiceMoves } from "./useInvoiceMove.ts"

/** The reject dialog: the reason the owning expert will read, required. */
function RejectDialog({ moves }: { readonly moves: InvoiceMoves }) {
  const { asked, busy, reasonError } = moves
  const [reason, setReason] = useState("")
  const fieldId = useId()
  const errorId = useId()
  return (
    <Dialog
      open
      onClose={() => (busy ? undefined : moves.cancel())}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="relative w-full max-w-md rounded-xl bg-white p-5 shadow-xl">
        <DialogTitle className="text-base font-bold text-gray-900">رد فاکتور</DialogTitle>
        <Description className="mt-2 text-sm leading-6 text-gray-700">
          {asked ? toPersianDigits(moveQuestion("reject", asked.serial)) : ""}
        </Description>
        <form
          className="mt-4 flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault()
            moves.confirm(reason)
          }}
        >
          <label htmlFor={fieldId} className="text-sm text-gray-800">
            دلیل رد
          </label>
          <textarea
            id={fieldId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            aria-invalid={reasonError !== undefined}
            aria-describedby={reasonError !== undefined ? errorId : undefined}
            className={`rounded-lg border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-sky-600 ${reasonError !== undefined ? "border-red-600" : "border-gray-300"}`}
          />
          {reasonError !== undefined && (
            <p id={errorId} className="text-sm text-red-700">
              {toPersianDigits(reasonError)}
            </p>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <button
              type="button"
              onClick={moves.cancel}
              disabled={busy}
              className="h-9 rounded-lg border border-gray-300 px-4 text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              انصراف
            </button>
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="h-9 rounded-lg bg-red-700 px-4 font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-80"
            >
              {invoiceMoveLabels.reject}
            </button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  )
}

/** The question before a move, or the reject dialog with its reason. */
export function InvoiceMoveDialogs({ moves }: { readonly moves: InvoiceMoves }) {
  const { asked, busy } = moves
  if (asked?.move === "reject") return <RejectDialog key={asked.id} moves={moves} />
  return (
    <ConfirmDialog
      open={asked !== null}
      title={asked ? invoiceMoveLabels[asked.move] : ""}
      description={asked ? toPersianDigits(moveQuestion(asked.move, asked.serial)) : undefined}
      confirmLabel={asked ? invoiceMoveLabels[asked.move] : undefined}
      busy={busy}
      onConfirm={() => moves.confirm()}
      onCancel={moves.cancel}
    />
  )
}
