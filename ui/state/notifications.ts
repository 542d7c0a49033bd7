import { computed, signal } from "@preact/signals-react"
import {
  confirm,
  emptyNotificationState,
  markAllRead,
  markReadOptimistic,
  markSeen,
  notificationMessages,
  notificationPollMs,
  notificationToastMs,
  readSeenIds,
  received,
  rollback,
  unreadCount,
  unreadOf,
  unseen,
  type Notification,
  type NotificationState,
} from "../../domain/notification/Notification.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import { showToast } from "../components/toast/toast.ts"
import { saveErrorMessage } from "./errors.ts"
import { services } from "./services.tsx"

const seenKey = "notifications:seen"

/** The notifications known to this tab, with the read marks still under way. */
export const $notifications = signal<NotificationState>(emptyNotificationState)
/** Whether the panel's list is loading (it shows 5 skeleton rows). */
export const $notificationsLoading = signal(false)
/** Whether the notifications panel is open. */
export const $notificationsOpen = signal(false)
/** The unread count on the sidebar's badge. */
export const $unreadCount = computed(() => unreadCount($notifications.value))

const newestFirst = (items: ReadonlyArray<Notification>) => [...items].sort((a, b) => b.created_at.localeCompare(a.created_at))

/** Loads the panel's list (when the panel opens). */
export const loadNotifications = async (): Promise<void> => {
  $notificationsLoading.value = true
  const answer = await services()
    .api.GET("/Admin/notifications/list")
    .catch(() => undefined)
  $notificationsLoading.value = false
  if (answer?.data) $notifications.value = received($notifications.value, newestFirst(answer.data))
}

/** Polls the unread notifications: updates the badge and toasts each new one once per browser session. */
export const pollUnread = async (): Promise<void> => {
  const { api, session } = services()
  const answer = await api.GET("/Admin/notifications/unread").catch(() => undefined)
  if (!answer?.data) return
  const unread = answer.data
  const unreadIds = new Set(unread.map((item) => item.id))
  const others = $notifications.value.items.filter((item) => !unreadIds.has(item.id))
  $notifications.value = received($notifications.value, newestFirst([...unread, ...others]))
  const seen = readSeenIds(session.get(seenKey))
  const fresh = unseen(unread, seen)
  session.set(seenKey, JSON.stringify(markSeen(seen, fresh)))
  for (const item of fresh)
    showToast({
      kind: "info",
      group: "notification",
      text: toPersianDigits(item.data.message),
      durationMs: notificationToastMs,
      action: { label: "علامت‌گذاری به‌عنوان خوانده‌شده", run: () => void markRead(item.id) },
    })
}

/** Marks one notification read at once, rolled back if the call fails. */
export const markRead = async (id: number): Promise<void> => {
  $notifications.value = markReadOptimistic($notifications.value, id, new Date(services().clock.now()).toISOString())
  const answer = await services()
    .api.POST("/Admin/notifications/{id}", { params: { path: { id } } })
    .catch(() => undefined)
  if (answer && !answer.error) {
    $notifications.value = confirm($notifications.value, id)
    showToast({ kind: "success", text: notificationMessages.markedRead })
  } else {
    $notifications.value = rollback($notifications.value, id)
    showToast({ kind: "error", text: saveErrorMessage(answer?.error, answer?.response.status) })
  }
}

/** Marks every notification read at once, rolled back if the call fails. */
export const markAllNotificationsRead = async (): Promise<void> => {
  const ids = unreadOf($notifications.value).map((item) => item.id)
  $notifications.value = markAllRead($notifications.value, new Date(services().clock.now()).toISOString())
  const answer = await services()
    .api.POST("/Admin/notifications/")
    .catch(() => undefined)
  if (answer && !answer.error) {
    $notifications.value = confirm($notifications.value, ids)
    showToast({ kind: "success", text: notificationMessages.allMarkedRead })
  } else {
    $notifications.value = rollback($notifications.value, ids)
    showToast({ kind: "error", text: saveErrorMessage(answer?.error, answer?.response.status) })
  }
}

/** Polls at once and then every 5 minutes; answers the function that stops it. */
export const startUnreadPolling = (): (() => void) => {
  void pollUnread()
  const timer = setInterval(() => void pollUnread(), notificationPollMs)
  return () => clearInterval(timer)
}
