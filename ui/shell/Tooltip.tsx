import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from "react"

/** Tooltips wait 700 ms, or appear at once within 300 ms of another one closing. */
export const tooltipDelayMs = 700
export const tooltipSkipDelayMs = 300

let lastClosedAt = Number.NEGATIVE_INFINITY

interface TooltipProps {
  readonly label: string
  /** When false the tooltip never shows (the sidebar is expanded and shows its labels). */
  readonly enabled: boolean
  readonly children: (describedBy: string | undefined) => ReactElement
}

/** A tooltip beside the control, on the side away from the sidebar, placed in fixed coordinates so no scroll area clips it. */
export function Tooltip({ label, enabled, children }: TooltipProps): ReactNode {
  const id = useId()
  const anchor = useRef<HTMLSpanElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [place, setPlace] = useState<{ top: number; left: number } | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = () => {
    if (!enabled) return
    clearTimeout(timer.current)
    const delay = performance.now() - lastClosedAt < tooltipSkipDelayMs ? 0 : tooltipDelayMs
    timer.current = setTimeout(() => {
      const box = anchor.current?.getBoundingClientRect()
      if (box) setPlace({ top: box.top + box.height / 2, left: box.left - 8 })
    }, delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (place) lastClosedAt = performance.now()
    setPlace(undefined)
  }
  return (
    <span ref={anchor} className="block" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {children(enabled ? id : undefined)}
      {enabled && (
        <span
          id={id}
          role="tooltip"
          hidden={!place}
          style={place ? { top: place.top, left: place.left } : undefined}
          className="pointer-events-none fixed z-[70] -translate-x-full -translate-y-1/2 whitespace-nowrap rounded-md bg-gray-900 px-2 py-1 text-xs text-white shadow"
        >
          {label}
        </span>
      )}
    </span>
  )
}
