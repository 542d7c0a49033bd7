import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import { useSignals } from "@preact/signals-react/runtime"
import type { Role } from "../../domain/roles/Role.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import { useNotifications } from "../pages/notification/api/notificationQueries.ts"
import { $notificationsOpen } from "../state/notifications.ts"
import { $mobileSheetOpen } from "../state/sidebar.ts"
import { companyLabel, companyName } from "./brand.ts"
import { Navigation } from "./Navigation.tsx"
import { Tooltip } from "./Tooltip.tsx"
import { UserMenu } from "./UserMenu.tsx"

function NotificationsButton({ iconsOnly }: { readonly iconsOnly: boolean }) {
  useSignals()
  const count = useNotifications(false).unreadCount
  const label = count > 0 ? `اعلان‌ها، ${toPersianDigits(count)} خوانده‌نشده` : "اعلان‌ها"
  return (
    <Tooltip label={label} enabled={iconsOnly}>
      {(describedBy) => (
        <button
          type="button"
          data-testid="notifications-button"
          aria-label={label}
          aria-describedby={describedBy}
          onClick={() => {
            $mobileSheetOpen.value = false
            $notificationsOpen.value = true
          }}
          className={`relative flex h-9 w-full items-center gap-3 rounded-md text-sm text-sky-50 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white ${iconsOnly ? "justify-center" : "px-3"}`}
        >
          <span aria-hidden="true" className="i-tabler-bell h-5 w-5 shrink-0" />
          {!iconsOnly && <span className="flex-1 text-start">اعلان‌ها</span>}
          {count > 0 && (
            <span
              data-testid="unread-badge"
              aria-hidden="true"
              className={`min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs font-bold leading-5 text-white ${iconsOnly ? "absolute -top-1 end-0" : ""}`}
            >
              {toPersianDigits(count)}
            </span>
          )}
        </button>
      )}
    </Tooltip>
  )
}

interface SidebarContentProps {
  readonly role: Role
  readonly iconsOnly: boolean
  readonly onNavigate?: () => void
}

/** The sidebar's content: logo and company label, navigation, the notifications button and the user menu. */
function SidebarContent({ role, iconsOnly, onNavigate }: SidebarContentProps) {
  return (
    <div className="flex h-full flex-col bg-sky-900 text-white">
      <div className={`flex h-14 shrink-0 items-center gap-2 border-b border-white/10 ${iconsOnly ? "justify-center" : "px-4"}`}>
        <span aria-hidden="true" className="i-tabler-window h-7 w-7 shrink-0 text-sky-200" />
        {!iconsOnly && (
          <span className="min-w-0">
            <span className="block truncate font-bold">{companyName}</span>
            <span className="block truncate text-xs text-sky-200">{companyLabel}</span>
          </span>
        )}
      </div>
      <Navigation role={role} iconsOnly={iconsOnly} onNavigate={onNavigate} />
      <div className={`flex shrink-0 flex-col gap-1 border-t border-white/10 py-2 ${iconsOnly ? "px-1.5" : "px-2"}`}>
        <NotificationsButton iconsOnly={iconsOnly} />
        <UserMenu iconsOnly={iconsOnly} />
      </div>
    </div>
  )
}

/** The desktop sidebar's widths, expanded and with icons only (the content column's padding matches them). */
export const sidebarWidths = { expanded: "16rem", collapsed: "3rem" } as const

/** The desktop sidebar on the start side: 16rem expanded, 3rem with icons only. */
export function DesktopSidebar({ role, expanded }: { readonly role: Role; readonly expanded: boolean }) {
  return (
    <aside
      data-testid="sidebar"
      data-state={expanded ? "expanded" : "collapsed"}
      style={{ width: expanded ? sidebarWidths.expanded : sidebarWidths.collapsed }}
      className="fixed inset-y-0 start-0 z-30 hidden transition-[width] duration-200 md:block print:!hidden"
    >
      <SidebarContent role={role} iconsOnly={!expanded} />
    </aside>
  )
}

/** The mobile sidebar: an off-canvas sheet of 18rem from the start side. */
export function MobileSidebar({ role }: { readonly role: Role }) {
  useSignals()
  const close = () => ($mobileSheetOpen.value = false)
  return (
    <Dialog open={$mobileSheetOpen.value} onClose={close} className="fixed inset-0 z-40 md:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel
        data-testid="mobile-sidebar"
        style={{ width: "18rem" }}
        className="fixed inset-y-0 start-0 max-w-[85vw] shadow-xl"
      >
        <DialogTitle className="sr-only">منو</DialogTitle>
        <SidebarContent role={role} iconsOnly={false} onNavigate={close} />
      </DialogPanel>
    </Dialog>
  )
}
