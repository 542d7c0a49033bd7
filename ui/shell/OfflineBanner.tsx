import { signal } from "@preact/signals-react"
import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { createPortal } from "react-dom"

/** The shell's place for the banner, under its top bar and beside the sidebar; null outside the shell, where it tops the page. */
export const $offlineBannerSlot = signal<HTMLElement | null>(null)

/** A banner while the browser is offline: the connection was lost, check the internet connection. */
export function OfflineBanner() {
  useSignals()
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const up = () => setOnline(true)
    const down = () => setOnline(false)
    window.addEventListener("online", up)
    window.addEventListener("offline", down)
    return () => {
      window.removeEventListener("online", up)
      window.removeEventListener("offline", down)
    }
  }, [])
  if (online) return null
  const banner = (
    <div
      role="alert"
      data-testid="offline-banner"
      className="flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <span aria-hidden="true" className="i-tabler-wifi-off mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
      <div>
        <p className="font-bold">اتصال اینترنت قطع شد</p>
        <p className="text-sm">لطفاً اتصال اینترنت خود را بررسی کنید.</p>
      </div>
    </div>
  )
  // Inside the shell the fixed sidebar would cover a banner at the top of the page, so it stands in the content column.
  const slot = $offlineBannerSlot.value
  return slot ? createPortal(banner, slot) : banner
}
