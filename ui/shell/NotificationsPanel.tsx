import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { useNavigate } from "react-router"
import {
  notificationKind,
  notificationKindLabels,
  notificationMessages,
  notificationTarget,
  type Notification,
} from "../../domain/notification/Notification.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import { dismissToasts } from "../components/toast/toast.ts"
import { $toastPanelSlot } from "../components/toast/toastDock.ts"
import { useMarkNotificationsRead, useNotifications } from "../pages/notification/api/notificationQueries.ts"
import { $notificationsOpen } from "../state/notifications.ts"
import { $role } from "../state/session.ts"
import { formatDateTime } from "./formatTime.ts"

const kindIcon = {
  formal: "i-tabler-file-invoice",
  informal: "i-tabler-file-description",
  system: "i-tabler-info-circle",
} as const

interface NotificationRowProps {
  readonly item: Notification
  readonly onOpen: (item: Notification) => void
  readonly onRead: (item: Notification) => void
}

function NotificationRow({ item, onOpen, onRead }: NotificationRowProps) {
  const kind = notificationKind(item.data.status)
  const unread = item.read_at === null
  return (
    <li
      data-testid="notification"
      data-unread={unread}
      className={`flex gap-3 border-b border-gray-100 p-3 ${unread ? "bg-sky-50" : "bg-white"}`}
    >
      <span aria-hidden="true" className={`${kindIcon[kind]} mt-1 h-5 w-5 shrink-0 text-sky-700`} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(item)}
          className="w-full text-start focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span className="block text-xs font-medium text-sky-800">
            {notificationKindLabels[kind]}
            {item.data.serial_number !== null && ` - شماره ${toPersianDigits(item.data.serial_number)}`}
          </span>
          <span className="block leading-7 text-gray-900">{toPersianDigits(item.data.message)}</span>
          {item.data.reason && <span className="block text-sm text-gray-700">علت: {toPersianDigits(item.data.reason)}</span>}
        </button>
        <span className="mt-1 flex items-center justify-between gap-2 text-xs text-gray-600">
          <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
          {unread && (
            <button
              type="button"
              onClick={() => onRead(item)}
              className="rounded px-2 py-1 font-medium text-sky-800 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              علامت‌گذاری به‌عنوان خوانده‌شده
            </button>
          )}
        </span>
      </div>
    </li>
  )
}

/** The notifications side panel: the list read afresh each time it opens, mark one or all read, the empty state and 5 skeleton rows. */
export function NotificationsPanel() {
  useSignals()
  const navigate = useNavigate()
  const open = $notificationsOpen.value
  const { items, unreadCount, loading } = useNotifications(open)
  const { mutate: markRead } = useMarkNotificationsRead()
  useEffect(() => {
    if (!open) return
    // The panel lists the notifications themselves, so their toasts have done their work.
    dismissToasts("notification")
  }, [open])
  const close = () => ($notificationsOpen.value = false)
  const openItem = (item: Notification) => {
    const role = $role.value
    close()
    if (item.read_at === null) markRead({ ids: [item.id], all: false, quiet: true })
    if (role) void navigate(notificationTarget(role, item))
  }
  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 end-0 flex w-full max-w-sm flex-col bg-white shadow-xl">
        <header className="flex items-center justify-between gap-2 border-b border-gray-200 p-4">
          <DialogTitle className="text-lg font-bold text-gray-900">اعلان‌ها</DialogTitle>
          <div className="flex items-center gap-1">
            <button
              type="button"
              disabled={unreadCount === 0}
              onClick={() => markRead({ ids: items.filter((item) => item.read_at === null).map((item) => item.id), all: true })}
              className="rounded-md px-2 py-1 text-sm font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:text-gray-500"
            >
              علامت‌گذاری همه به‌عنوان خوانده‌شده
            </button>
            <button
              type="button"
              onClick={close}
              aria-label="بستن اعلان‌ها"
              className="rounded p-1 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              <span aria-hidden="true" className="i-tabler-x h-5 w-5" />
            </button>
          </div>
        </header>
        <div className="flex-1 overflow-y-auto">
          {loading ? (
            <ul aria-busy="true" aria-label="در حال بارگذاری اعلان‌ها" className="animate-pulse">
              {[0, 1, 2, 3, 4].map((row) => (
                <li key={row} data-testid="notification-skeleton" className="flex gap-3 border-b border-gray-100 p-3">
                  <div className="h-5 w-5 rounded-full bg-gray-200" />
                  <div className="flex flex-1 flex-col gap-2">
                    <div className="h-3 w-24 rounded bg-gray-200" />
                    <div className="h-4 w-full rounded bg-gray-200" />
                  </div>
                </li>
              ))}
            </ul>
          ) : items.length === 0 ? (
            <p className="p-8 text-center text-gray-600">{notificationMessages.empty}</p>
          ) : (
            <ul>
              {items.map((item) => (
                <NotificationRow
                  key={item.id}
                  item={item}
                  onOpen={openItem}
                  onRead={(read) => markRead({ ids: [read.id], all: false })}
                />
              ))}
            </ul>
          )}
        </div>
        {/* The toasts of the panel's own actions stand here, below the list, rather than over it. */}
        <div
          ref={(element) => {
            $toastPanelSlot.value = element
          }}
        />
      </DialogPanel>
    </Dialog>
  )
}
