import { useSignals } from "@preact/signals-react/runtime"
import { QueryClientProvider } from "@tanstack/react-query"
import { Suspense, useEffect } from "react"
import { Navigate, Outlet, useLocation } from "react-router"
import { canOpenRoute, menuGroupsOf, routeGroups } from "../../domain/roles/Role.ts"
import { $toastBarStart } from "../components/toast/toastDock.ts"
import { SearchDialog } from "../pages/search/SearchDialog.tsx"
import { useSearchShortcut } from "../pages/search/searchShortcut.ts"
import { NoAccessPage } from "../pages/status/NoAccessPage.tsx"
import { loadLookupsOf } from "../pages/lookup/api/lookupQueries.ts"
import { persistLookups } from "../pages/lookup/api/lookupPersistence.ts"
import { queryClient } from "../state/queries.ts"
import { useServices } from "../state/services.tsx"
import { $role, $token } from "../state/session.ts"
import { $isMobile, $sidebarExpanded, mobileBreakpointPx, restoreSidebar, toggleSidebar } from "../state/sidebar.ts"
import { NotificationsPanel } from "./NotificationsPanel.tsx"
import { $offlineBannerSlot } from "./OfflineBanner.tsx"
import { PageLoading } from "./PageLoading.tsx"
import { DesktopSidebar, MobileSidebar, sidebarWidths } from "./Sidebar.tsx"
import { mainContentId, SkipLink } from "./SkipLink.tsx"
import { TopBar } from "./TopBar.tsx"
import { UnreadPolling } from "./UnreadPolling.tsx"

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

/** Tells the toasts where the top bar's free stretch begins: after the desktop sidebar, at the edge on a phone. */
const useToastBar = (expanded: boolean) => {
  const mobile = $isMobile.value
  useEffect(() => {
    $toastBarStart.value = mobile ? "0px" : expanded ? sidebarWidths.expanded : sidebarWidths.collapsed
    return () => {
      $toastBarStart.value = null
    }
  }, [mobile, expanded])
}

/** Everything under /dashboard: sidebar, top bar, the page (or its loading placeholder), the notifications panel. */
export function Shell() {
  useSignals()
  useSidebarControls()
  useSearchShortcut()
  const { pathname } = useLocation()
  const role = $role.value
  const expanded = $sidebarExpanded.value
  useToastBar(expanded)
  const { api, session } = useServices()
  useEffect(() => persistLookups(queryClient(), session), [session])
  useEffect(() => {
    if (!role) return
    void loadLookupsOf(api, session, role)
    // What one user's session read is not shown to the next one signed in on this tab.
    return () => queryClient().clear()
  }, [api, session, role])
  if (!$token.value || !role) return <Navigate to="/" replace />
  const allowed = routeGroups(pathname).length === 0 || canOpenRoute(role, pathname)
  return (
    // The query cache starts with the signed-in shell; the login route does without it.
    <QueryClientProvider client={queryClient()}>
      <div className="min-h-screen bg-gray-100 print:bg-white" data-role={role} data-groups={menuGroupsOf(role).join(" ")}>
        <SkipLink />
        <DesktopSidebar role={role} expanded={expanded} />
        <MobileSidebar role={role} />
        <div
          className={`flex min-h-screen min-w-0 flex-col transition-[padding] duration-200 ${expanded ? "md:ps-64" : "md:ps-12"} print:!ps-0`}
        >
          {/* The offline banner stands under the top bar and stays with it, beside the sidebar rather than under it. */}
          {/* Paper holds only the page: the bars, the menu and the toasts stay on screen. */}
          <div className="sticky top-0 z-20 print:hidden">
            <TopBar />
            <div
              ref={(element) => {
                $offlineBannerSlot.value = element
              }}
            />
          </div>
          <main id={mainContentId} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6 print:!p-0">
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
        <SearchDialog />
        {/* Polled afresh for each signed-in role, from the moment the shell opens. */}
        <UnreadPolling key={role} />
      </div>
    </QueryClientProvider>
  )
}
export default Shell
