import { useCallback, useEffect } from "react"
import { useBlocker, type BlockerFunction } from "react-router"
import { ConfirmDialog } from "../dialog/ConfirmDialog.tsx"
import { asksBeforeLeaving } from "./leaveRule.ts"

interface LeaveGuardProps {
  /** Whether the form holds values other than those it loaded. */
  readonly changed: boolean
  /** Addresses that show the same form (the customer type switch), left without asking. */
  readonly stays?: ((pathname: string) => boolean) | undefined
}

/**
 * Asks in Persian before a link, the back button or the browser's back leaves a changed form, and has the browser ask
 * (in its own words) before a reload or closing the tab.
 */
export function LeaveGuard({ changed, stays }: LeaveGuardProps) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      asksBeforeLeaving(changed, { from: currentLocation.pathname, to: nextLocation.pathname }, stays),
    [changed, stays],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    if (!changed) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older engines show their prompt only when returnValue is set.
      event.returnValue = ""
    }
    window.addEventListener("beforeunload", ask)
    return () => window.removeEventListener("beforeunload", ask)
  }, [changed])

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="تغییرات ثبت‌نشده"
      description="تغییراتی که وارد کرده‌اید ثبت نشده است. از این صفحه خارج می‌شوید؟"
      confirmLabel="خروج بدون ثبت"
      cancelLabel="ماندن در صفحه"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  )
}
