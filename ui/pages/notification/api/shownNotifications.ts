import type { Notification } from "../../../../domain/notification/Notification.ts"

/** An answer of the notification calls with when it arrived, so the later one wins where both name a notification. */
export interface Answered {
  readonly items: ReadonlyArray<Notification> | undefined
  readonly at: number
}

/**
 * The notifications the panel shows: the panel's list and the polled unread ones by id (the later answer wins),
 * newest first, with those whose read mark is under way shown read already (at `nowIso`).
 */
export const shownNotifications = (
  answers: ReadonlyArray<Answered>,
  marking: ReadonlySet<number>,
  nowIso: string,
): ReadonlyArray<Notification> => {
  const byId = new Map<number, Notification>()
  for (const answer of [...answers].sort((a, b) => a.at - b.at)) for (const item of answer.items ?? []) byId.set(item.id, item)
  return [...byId.values()]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((item) => (marking.has(item.id) && item.read_at === null ? { ...item, read_at: nowIso } : item))
}
