import { useSignals } from "@preact/signals-react/runtime"
import { $searchOpen } from "../pages/search/searchShortcut.ts"
import { useServices } from "../state/services.tsx"
import { $isMobile, $mobileSheetOpen, $sidebarExpanded, toggleSidebar } from "../state/sidebar.ts"
import { companyName } from "./brand.ts"

/**
 * The bar above every page: the sidebar toggle (also Ctrl/Cmd+B), the search (also Ctrl/Cmd+K and `/`) and, on mobile,
 * the company name; the toasts stand in its free stretch.
 */
export function TopBar() {
  useSignals()
  const { cookies } = useServices()
  const open = $isMobile.value ? $mobileSheetOpen.value : $sidebarExpanded.value
  return (
    <header data-testid="top-bar" className="flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-3 md:px-4">
      <button
        type="button"
        data-testid="sidebar-toggle"
        onClick={() => toggleSidebar(cookies)}
        aria-label={open ? "بستن منو" : "باز کردن منو"}
        aria-expanded={open}
        title="Ctrl+B"
        className="flex h-9 w-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <span aria-hidden="true" className="i-tabler-layout-sidebar-right h-5 w-5" />
      </button>
      <button
        type="button"
        data-testid="search-open"
        onClick={() => ($searchOpen.value = true)}
        aria-label="جستجو"
        aria-keyshortcuts="Control+K /"
        title="جستجو (Ctrl+K)"
        className="flex h-9 w-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <span aria-hidden="true" className="i-tabler-search h-5 w-5" />
      </button>
      <span className="font-bold text-sky-900 md:hidden">{companyName}</span>
    </header>
  )
}
