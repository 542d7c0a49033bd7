import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { createPortal } from "react-dom"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { $notificationsOpen } from "../../state/notifications.ts"
import { $mobileSheetOpen } from "../../state/sidebar.ts"
import { ToastCard } from "./ToastCard.tsx"
import { $toasts, $waitingNotifications, setToastRoom } from "./toast.ts"
import { $toastBarStart, $toastPanelSlot } from "./toastDock.ts"

/** The toasts' own element at the end of the body, kept out of the inert state a modal dialog puts on the rest of the page. */
const useToastLayer = (): HTMLElement | undefined => {
  const [layer, setLayer] = useState<HTMLElement>()
  useEffect(() => {
    const element = document.createElement("div")
    element.dataset.toastLayer = ""
    document.body.append(element)
    // A dialog's toasts (a toggle's failure) must stay readable and clickable while the dialog is open.
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

/** Two toasts side by side need two cards of at least 22.5rem (each grows to 25rem), the summary and the gaps. */
const twoSlotsPx = 2 * 360 + 112 + 16

/** The «و n اعلان دیگر» button: the waiting notifications are all in the panel it opens. */
function WaitingSummary({ count }: { readonly count: number }) {
  return (
    <button
      type="button"
      data-testid="toast-summary"
      onClick={() => {
        $mobileSheetOpen.value = false
        $notificationsOpen.value = true
      }}
      className="pointer-events-auto h-12 max-w-[5.5rem] shrink-0 rounded-lg border border-sky-200 bg-white px-2 text-xs font-medium leading-4 text-sky-800 shadow-md hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 sm:max-w-none"
    >
      و {toPersianDigits(count)} اعلان دیگر
    </button>
  )
}

/** The toasts in the top bar's free stretch, side by side: one on a phone, two where the bar is wide enough. */
function BarToasts({ start }: { readonly start: string }) {
  useSignals()
  const [region, setRegion] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!region) return
    const measure = new ResizeObserver(() =>
      setToastRoom({ slots: region.clientWidth >= twoSlotsPx ? 2 : 1, notifications: true }),
    )
    measure.observe(region)
    return () => measure.disconnect()
  }, [region])
  const waiting = $waitingNotifications.value
  return (
    <div
      ref={setRegion}
      data-testid="toast-region"
      // The stretch begins after the sidebar and the bar's own menu and search buttons (6.5rem), so none is ever covered.
      style={{ insetInlineStart: `calc(${start} + 6.5rem)` }}
      className="pointer-events-none fixed end-2 top-0 z-[60] flex h-14 items-center justify-center gap-2 print:hidden"
    >
      {$toasts.value.map((toast) => (
        <ToastCard key={toast.id} toast={toast} inBar />
      ))}
      {waiting > 0 && <WaitingSummary count={waiting} />}
    </div>
  )
}

/** The toasts of a page outside the shell (the login card): at the top, above the card. */
function PageToasts() {
  useSignals()
  useEffect(() => setToastRoom({ slots: 2, notifications: true }), [])
  return (
    <div
      data-testid="toast-region"
      className="pointer-events-none fixed inset-x-0 top-2 z-[60] flex flex-col items-center gap-2 px-4 print:hidden"
    >
      {$toasts.value.map((toast) => (
        <ToastCard key={toast.id} toast={toast} inBar={false} />
      ))}
    </div>
  )
}

/** The toasts inside the open notifications panel, below its list: the answers to its actions; the notifications are in the list. */
function PanelToasts() {
  useSignals()
  useEffect(() => setToastRoom({ slots: 2, notifications: false }), [])
  const toasts = $toasts.value
  if (toasts.length === 0) return null
  return (
    <div data-testid="toast-region" className="flex flex-col gap-2 border-t border-gray-200 p-3">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} inBar={false} />
      ))}
    </div>
  )
}

/** The toasts, where they cover nothing: in the open notifications panel, else in the shell's top bar, else at the top of the page. */
export function Toaster() {
  useSignals()
  const layer = useToastLayer()
  const slot = $toastPanelSlot.value
  const barStart = $toastBarStart.value
  if (slot) return createPortal(<PanelToasts />, slot)
  if (!layer) return null
  return createPortal(barStart === null ? <PageToasts /> : <BarToasts start={barStart} />, layer)
}
