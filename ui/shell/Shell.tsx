import { useSignals } from "@preact/signals-react/runtime"
import { Suspense, useEffect } from "react"
import { Navigate, Outlet, useLocation } from "react-router"
import { canOpenRoute, menuGroupsOf, routeGroups } from "../../domain/roles/Role.ts"
import { NoAccessPage } from "../pages/status/NoAccessPage.tsx"
import { loadLookupsOf } from "../state/lookups.ts"
import { startUnreadPolling } from "../state/notifications.ts"
import { useServices } from "../state/services.tsx"
import { $role, $token } from "../state/session.ts"
import { $isMobile, $sidebarExpanded, mobileBreakpointPx, restoreSidebar, toggleSidebar } from "../state/sidebar.ts"
import { NotificationsPanel } from "./NotificationsPanel.tsx"
import { PageLoading } from "./PageLoading.tsx"
import { DesktopSidebar, MobileSidebar } from "./Sidebar.tsx"
import { TopBar } from "./TopBar.tsx"

/** Follows the mobile breakpoint and the Ctrl/Cmd+B shortcut (by key position, so a Persian keyboard layout works too). */
const useSidebarControls = () => {
  const { cookies } = useServices()
  useEffect(() => {
    restoreSidebar(cookies)
    const query = window.matchMedia(`(max-width: ${mobileBreakpointPx - 0.02}px)`)
    const follow = () => ($isMobile.value = query.matches)
    follow()
    query.addEventListener("change", follow)
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && (event.code === "KeyB" || event.key.toLowerCase() === "b")) {
        event.preventDefault()
        toggleSidebar(cookies)
      }
    }
    window.addEventListener("keydown", onKey)
    return () => {
      query.removeEventListener("change", follow)
      window.removeEventListener("keydown", onKey)
    }
  }, [cookies])
}

/** Everything under /dashboard: sidebar, top bar, the page (or its loading placeholder), the notifications panel. */
export function Shell() {
  useSignals()
  useSidebarControls()
  const { pathname } = useLocation()
  const role = $role.value
  useEffect(() => {
    if (!role) return
    void loadLookupsOf(role)
    return startUnreadPolling()
  }, [role])
  if (!$token.value || !role) return <Navigate to="/" replace />
  const allowed = routeGroups(pathname).length === 0 || canOpenRoute(role, pathname)
  const expanded = $sidebarExpanded.value
  return (
    <div className="min-h-screen bg-gray-100" data-role={role} data-groups={menuGroupsOf(role).join(" ")}>
      <DesktopSidebar role={role} expanded={expanded} />
      <MobileSidebar role={role} />
      <div className={`flex min-h-screen flex-col transition-[padding] duration-200 ${expanded ? "md:ps-64" : "md:ps-12"}`}>
        <TopBar />
        <main className="flex-1 p-4 md:p-6">
          {allowed ? (
            // A boundary per address shows the placeholder on each navigation, which a router transition would otherwise hold back.
            <Suspense key={pathname} fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          ) : (
            <NoAccessPage />
          )}
        </main>
      </div>
      <NotificationsPanel />
    </div>
  )
}
export default Shell
