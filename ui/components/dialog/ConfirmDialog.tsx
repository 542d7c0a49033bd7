import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react"

interface ConfirmDialogProps {
  readonly open: boolean
  readonly title: string
  readonly description?: string
  readonly confirmLabel?: string
  readonly cancelLabel?: string
  readonly busy?: boolean
  /** A confirm that removes something is red. */
  readonly destructive?: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/** A modal question with confirm and cancel ('تایید' / 'انصراف' by default); Escape and the backdrop cancel. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = "تایید",
  cancelLabel = "انصراف",
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onCancel())}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="relative w-full max-w-sm rounded-xl bg-white p-5 shadow-xl">
        <DialogTitle className="text-base font-bold text-gray-900">{title}</DialogTitle>
        {description !== undefined && <Description className="mt-2 text-sm leading-6 text-gray-700">{description}</Description>}
        <div className="mt-5 flex justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            // Before something is lost or removed, the keyboard starts on the safe answer.
            data-autofocus={destructive ? true : undefined}
            className="h-9 rounded-lg border border-gray-300 px-4 text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            className={`inline-flex h-9 items-center gap-2 rounded-lg px-4 font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-80 ${
              destructive
                ? "bg-red-700 hover:bg-red-800 focus-visible:outline-red-600"
                : "bg-sky-700 hover:bg-sky-800 focus-visible:outline-sky-600"
            }`}
          >
            {busy && <span aria-hidden="true" className="i-tabler-loader-2 h-4 w-4 animate-spin" />}
            {confirmLabel}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  )
}
