import { toPersianDigits } from "../../../domain/text/digits.ts"
import { dismissToast, type Toast } from "./toast.ts"

const tone: Record<Toast["kind"], { box: string; icon: string }> = {
  success: { box: "border-emerald-600 bg-emerald-50 text-emerald-900", icon: "i-tabler-circle-check text-emerald-700" },
  error: { box: "border-red-600 bg-red-50 text-red-900", icon: "i-tabler-alert-circle text-red-700" },
  info: { box: "border-sky-600 bg-white text-gray-900", icon: "i-tabler-bell text-sky-700" },
}

/** One toast: errors are announced at once (alert), the rest politely (status); in the top bar it keeps to the bar's height. */
export function ToastCard({ toast, inBar }: { readonly toast: Toast; readonly inBar: boolean }) {
  const text = toPersianDigits(toast.text)
  const detail = toast.detail === undefined ? undefined : toPersianDigits(toast.detail)
  const lines = inBar ? "text-[13px] leading-[18px]" : "text-sm leading-6"
  return (
    <div
      role={toast.kind === "error" ? "alert" : "status"}
      aria-live={toast.kind === "error" ? "assertive" : "polite"}
      data-testid="toast"
      className={`pointer-events-auto flex items-center gap-2 rounded-lg border-s-4 shadow-md ${tone[toast.kind].box} ${
        inBar ? "h-12 min-w-0 max-w-[25rem] flex-1 px-2 sm:gap-3 sm:px-3" : "w-full max-w-sm p-3"
      }`}
    >
      <span aria-hidden="true" className={`h-5 w-5 shrink-0 ${tone[toast.kind].icon} ${inBar ? "hidden sm:inline-block" : ""}`} />
      {/* In the bar a long text keeps to two lines; the whole of it is in the title and read out by screen readers. */}
      {detail === undefined ? (
        <p
          title={inBar ? text : undefined}
          className={`min-w-0 flex-1 ${inBar ? "line-clamp-2 text-[13px] leading-[18px]" : "text-sm leading-6"}`}
        >
          {text}
        </p>
      ) : (
        // With a second line each keeps to one line in the bar, so the two still fit its height.
        <div title={inBar ? `${text}\n${detail}` : undefined} className={`min-w-0 flex-1 ${lines}`}>
          <p className={inBar ? "truncate" : ""}>{text}</p>
          <p className={inBar ? "truncate" : ""}>{detail}</p>
        </div>
      )}
      {toast.links?.map((link) => (
        <a
          key={link.href}
          href={link.href}
          onClick={(event) => {
            // A click with a modifier opens a new tab, as any link does; a plain click opens it here.
            if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            link.open()
            dismissToast(toast.id)
          }}
          aria-label={link.label}
          title={link.label}
          className="flex shrink-0 items-center gap-1 rounded-md border border-sky-700 bg-white px-2 py-1 text-xs font-medium leading-4 text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className={`${link.icon} block h-4 w-4 ${inBar ? "sm:hidden" : "hidden"}`} />
          <span className={inBar ? "hidden whitespace-nowrap sm:inline" : "whitespace-nowrap"}>{link.label}</span>
        </a>
      ))}
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action?.run()
            dismissToast(toast.id)
          }}
          // On a phone's bar the action is an icon, named by its label, so the message keeps the room.
          aria-label={inBar ? toast.action.label : undefined}
          title={inBar ? toast.action.label : undefined}
          className="shrink-0 rounded-md bg-sky-700 px-2.5 py-1 text-xs font-medium leading-4 text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          {inBar && <span aria-hidden="true" className="i-tabler-check block h-4 w-4 sm:hidden" />}
          <span className={inBar ? "hidden max-w-[8rem] sm:line-clamp-2" : ""}>{toast.action.label}</span>
        </button>
      )}
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label="بستن پیام"
        className="shrink-0 rounded p-0.5 text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <span aria-hidden="true" className="i-tabler-x block h-4 w-4" />
      </button>
    </div>
  )
}
