import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { useNavigate } from "react-router"
import {
  notificationTarget,
  notificationToastMs,
  readSeenIds,
  type Notification,
} from "../../domain/notification/Notification.ts"
import { markSeen, unseen } from "../../domain/notification/NotificationStore.ts"
import type { KeyValueStore } from "../../domain/ports/KeyValueStore.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import { showToast } from "../components/toast/toast.ts"
import { unreadPollingQuery, useMarkNotificationsRead } from "../pages/notification/api/notificationQueries.ts"
import { $role } from "../state/session.ts"
import { useServices } from "../state/services.tsx"

const seenKey = "notifications:seen"

/** The unread notifications not toasted yet in this browser session, now counted as toasted. */
const takeUnseen = (session: KeyValueStore, unread: ReadonlyArray<Notification>): ReadonlyArray<Notification> => {
  const seen = readSeenIds(session.get(seenKey))
  const fresh = unseen(unread, seen)
  session.set(seenKey, JSON.stringify(markSeen(seen, fresh)))
  return fresh
}

/** Polls the unread notifications while the shell is open and toasts each new one once per browser session, with a read action. */
export function UnreadPolling() {
  const { api, session } = useServices()
  const unread = useQuery(unreadPollingQuery(api))
  const { mutate: markRead } = useMarkNotificationsRead()
  const navigate = useNavigate()
  const { data, dataUpdatedAt } = unread
  useEffect(() => {
    const role = $role.value
    if (data === undefined || role === null) return
    for (const item of takeUnseen(session, data)) {
      const target = notificationTarget(role, item)
      showToast({
        kind: "info",
        group: "notification",
        text: toPersianDigits(item.data.message),
        durationMs: notificationToastMs,
        action: { label: "علامت‌گذاری به‌عنوان خوانده‌شده", run: () => markRead({ ids: [item.id], all: false }) },
        // Opening the notification from its toast reads it, as opening it from the panel does.
        links: [
          {
            label: "مشاهده",
            href: target,
            icon: "i-tabler-external-link",
            open: () => {
              markRead({ ids: [item.id], all: false, quiet: true })
              void navigate(target)
            },
          },
        ],
      })
    }
    // Each answer is looked at once, when it arrives.
  }, [dataUpdatedAt]) // eslint-disable-line react-hooks/exhaustive-deps
  return null
}
