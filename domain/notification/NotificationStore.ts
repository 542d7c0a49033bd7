import type { Notification } from "./Notification.ts"

/** The notifications the panel shows, and the ones marked read here whose call has not answered yet. */
export interface NotificationState {
  readonly items: ReadonlyArray<Notification>
  readonly pending: ReadonlySet<number>
}

/** A panel that shows nothing yet. */
export const emptyNotificationState: NotificationState = { items: [], pending: new Set() }

const ids = (id: number | ReadonlyArray<number>): ReadonlyArray<number> => (typeof id === "number" ? [id] : id)

const withReadAt = (state: NotificationState, marked: ReadonlySet<number>, readAt: string | null): ReadonlyArray<Notification> =>
  state.items.map((item) => (marked.has(item.id) ? { ...item, read_at: readAt } : item))

const readAt = (state: NotificationState, id: number): string | null =>
  state.items.find((item) => item.id === id)?.read_at ?? null

/** Takes a fresh answer from the server, keeping the read marks whose call is still under way. */
export const received = (state: NotificationState, items: ReadonlyArray<Notification>): NotificationState => ({
  items: items.map((item) =>
    state.pending.has(item.id) && item.read_at === null ? { ...item, read_at: readAt(state, item.id) } : item,
  ),
  pending: state.pending,
})

/** The unread notifications. */
export const unreadOf = (state: NotificationState): ReadonlyArray<Notification> =>
  state.items.filter((item) => item.read_at === null)

/** How many notifications are unread (the badge). */
export const unreadCount = (state: NotificationState): number => unreadOf(state).length

/** Marks some notifications read at once, before the call answers; already read ones are left alone. */
const markOptimistic = (state: NotificationState, marked: ReadonlyArray<number>, nowIso: string): NotificationState => {
  const unread = new Set(
    unreadOf(state)
      .map((item) => item.id)
      .filter((id) => marked.includes(id)),
  )
  return { items: withReadAt(state, unread, nowIso), pending: new Set([...state.pending, ...unread]) }
}

/** Marks one notification read before its call answers. */
export const markReadOptimistic = (state: NotificationState, id: number, nowIso: string): NotificationState =>
  markOptimistic(state, [id], nowIso)

/** Marks every unread notification read before the mark-all call answers; confirm or roll back `unreadOf` taken before. */
export const markAllRead = (state: NotificationState, nowIso: string): NotificationState =>
  markOptimistic(
    state,
    unreadOf(state).map((item) => item.id),
    nowIso,
  )

/** The call succeeded: the read marks stay and are no longer pending. */
export const confirm = (state: NotificationState, id: number | ReadonlyArray<number>): NotificationState => {
  const done = ids(id)
  return { items: state.items, pending: new Set([...state.pending].filter((pendingId) => !done.includes(pendingId))) }
}

/** The call failed: the pending read marks are taken back, so those notifications are unread again. */
export const rollback = (state: NotificationState, id: number | ReadonlyArray<number>): NotificationState => {
  const failed = new Set(ids(id).filter((failedId) => state.pending.has(failedId)))
  return {
    items: withReadAt(state, failed, null),
    pending: new Set([...state.pending].filter((pendingId) => !failed.has(pendingId))),
  }
}

/** The unread notifications not yet toasted in this browser session (each is toasted once, not at every poll). */
export const unseen = (
  notifications: ReadonlyArray<Notification>,
  seenIds: ReadonlySet<number> | ReadonlyArray<number>,
): ReadonlyArray<Notification> => {
  const seen = new Set(seenIds)
  return notifications.filter((item) => item.read_at === null && !seen.has(item.id))
}

/** The seen ids once some notifications have been toasted. */
export const markSeen = (seenIds: ReadonlyArray<number>, toasted: ReadonlyArray<Notification>): ReadonlyArray<number> => [
  ...new Set([...seenIds, ...toasted.map((item) => item.id)]),
]
