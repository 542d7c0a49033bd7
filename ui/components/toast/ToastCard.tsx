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
      <p
        title={inBar ? text : undefined}
        className={`min-w-0 flex-1 ${inBar ? "line-clamp-2 text-[13px] leading-[18px]" : "text-sm leading-6"}`}
      >
        {text}
      </p>
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
