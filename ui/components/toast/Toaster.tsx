import { toPersianDigits } from "../../../domain/text/digits.ts"
import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { createPortal } from "react-dom"
import { $toasts, dismissToast, type Toast } from "./toast.ts"

const tone: Record<Toast["kind"], { box: string; icon: string }> = {
  success: { box: "border-emerald-600 bg-emerald-50 text-emerald-900", icon: "i-tabler-circle-check text-emerald-700" },
  error: { box: "border-red-600 bg-red-50 text-red-900", icon: "i-tabler-alert-circle text-red-700" },
  info: { box: "border-sky-600 bg-white text-gray-900", icon: "i-tabler-bell text-sky-700" },
}

/** The toasts' own element at the end of the body, kept out of the inert state a modal dialog puts on the rest of the page. */
const useToastLayer = (): HTMLElement | undefined => {
  const [layer, setLayer] = useState<HTMLElement>()
  useEffect(() => {
    const element = document.createElement("div")
    element.dataset.toastLayer = ""
    document.body.append(element)
    // A dialog's toasts (mark read, its failure) must stay readable and clickable while the dialog is open.
    const keepLive = new MutationObserver(() => {
      if (element.hasAttribute("inert")) element.removeAttribute("inert")
      if (element.hasAttribute("aria-hidden")) element.removeAttribute("aria-hidden")
    })
    keepLive.observe(element, { attributes: true, attributeFilter: ["inert", "aria-hidden"] })
    setLayer(element)
    return () => {
      keepLive.disconnect()
      element.remove()
    }
  }, [])
  return layer
}

/** The toast region: errors are announced at once (alert), the rest politely (status). */
export function Toaster() {
  useSignals()
  const layer = useToastLayer()
  if (!layer) return null
  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 sm:bottom-6 sm:items-end sm:pe-6">
      {$toasts.value.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          aria-live={toast.kind === "error" ? "assertive" : "polite"}
          data-testid="toast"
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-s-4 p-3 shadow-lg ${tone[toast.kind].box}`}
        >
          <span aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${tone[toast.kind].icon}`} />
          <p className="flex-1 text-sm leading-6">{toPersianDigits(toast.text)}</p>
          {toast.action && (
            <button
              type="button"
              onClick={() => {
                toast.action?.run()
                dismissToast(toast.id)
              }}
              className="shrink-0 rounded-md bg-sky-700 px-2.5 py-1 text-xs font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label="بستن پیام"
            className="shrink-0 rounded text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <span aria-hidden="true" className="i-tabler-x h-4 w-4" />
          </button>
        </div>
      ))}
    </div>,
    layer,
  )
}
