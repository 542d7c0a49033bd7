import { useEffect, useState } from "react"

/** A banner while the browser is offline: the connection was lost, check the internet connection. */
export function OfflineBanner() {
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
  return (
    <div role="alert" data-testid="offline-banner" className="flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <span aria-hidden="true" className="i-tabler-wifi-off mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
      <div>
        <p className="font-bold">اتصال اینترنت قطع شد</p>
        <p className="text-sm">لطفاً اتصال اینترنت خود را بررسی کنید.</p>
      </div>
    </div>
  )
}
