import { signal } from "@preact/signals-react"
import type { CookieJar } from "../../domain/ports/CookieJar.ts"

/** The cookie that keeps the desktop sidebar expanded or collapsed. */
export const sidebarCookie = "sidebar_state"
/** The cookie's lifetime: 7 days. */
export const sidebarCookieMaxAgeSeconds = 604_800
/** Under this width the sidebar is an off-canvas sheet. */
export const mobileBreakpointPx = 768

/** Whether the desktop sidebar is expanded (else icons only). */
export const $sidebarExpanded = signal(true)
/** Whether the mobile sheet is open. */
export const $mobileSheetOpen = signal(false)
/** Whether the viewport is narrower than the breakpoint. */
export const $isMobile = signal(false)

/** Reads the kept state; a missing or unknown cookie means expanded. */
export const restoreSidebar = (cookies: CookieJar): void => {
  $sidebarExpanded.value = cookies.get(sidebarCookie) !== "false"
}

/** Expands or collapses the desktop sidebar and keeps the choice for 7 days. */
export const setSidebarExpanded = (cookies: CookieJar, expanded: boolean): void => {
  $sidebarExpanded.value = expanded
  cookies.set(sidebarCookie, String(expanded), sidebarCookieMaxAgeSeconds)
}

/** The Ctrl/Cmd+B action: the sheet on mobile, the expanded state on desktop. */
export const toggleSidebar = (cookies: CookieJar): void => {
  if ($isMobile.value) $mobileSheetOpen.value = !$mobileSheetOpen.value
  else setSidebarExpanded(cookies, !$sidebarExpanded.value)
}
