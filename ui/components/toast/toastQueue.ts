/** Where a toast comes from: the answer to what the user just did, or a notification the server holds for them. */
export type ToastGroup = "feedback" | "notification"

/** A toast waiting or on screen: its time is counted only while it is on screen. */
export interface Queued {
  readonly id: number
  readonly group: ToastGroup
  /** The time it still has to stay on screen. */
  readonly leftMs: number
  /** When it last came on screen, or null while it waits. */
  readonly shownAt: number | null
}

/** How many toasts the screen has room for, and whether notifications may take it (not while the panel lists them). */
export interface ToastRoom {
  readonly slots: number
  readonly notifications: boolean
}

/** The order toasts claim the room: the newest feedback first (the answer to the last action), then notifications oldest first. */
const claimOrder = <T extends Queued>(queue: ReadonlyArray<T>): ReadonlyArray<T> => [
  ...queue.filter((toast) => toast.group === "feedback").sort((a, b) => b.id - a.id),
  ...queue.filter((toast) => toast.group === "notification").sort((a, b) => a.id - b.id),
]

/** The toasts that have the room, in the order they claimed it. */
export const onScreen = <T extends Queued>(queue: ReadonlyArray<T>, room: ToastRoom): ReadonlyArray<T> =>
  claimOrder(queue)
    .filter((toast) => room.notifications || toast.group === "feedback")
    .slice(0, Math.max(0, room.slots))

/** The notifications waiting for room (the «و n اعلان دیگر» of the toasts). */
export const waitingNotifications = (queue: ReadonlyArray<Queued>, room: ToastRoom): number => {
  const shown = new Set(onScreen(queue, room).map((toast) => toast.id))
  return queue.filter((toast) => toast.group === "notification" && !shown.has(toast.id)).length
}

/** Brings the queue to `now`: drops the toasts whose time ran out, puts the ones with room on screen and holds the others' time. */
export const settle = <T extends Queued>(queue: ReadonlyArray<T>, room: ToastRoom, now: number): ReadonlyArray<T> => {
  const counted = queue.map((toast) =>
    toast.shownAt === null ? toast : { ...toast, leftMs: toast.leftMs - Math.max(0, now - toast.shownAt), shownAt: now },
  )
  const alive = counted.filter((toast) => toast.leftMs > 0)
  const shown = new Set(onScreen(alive, room).map((toast) => toast.id))
  return alive.map((toast) => (shown.has(toast.id) ? { ...toast, shownAt: toast.shownAt ?? now } : { ...toast, shownAt: null }))
}

/** How long until the first toast on screen runs out (after `settle`), or undefined when none is on screen. */
export const nextDueMs = (queue: ReadonlyArray<Queued>): number | undefined => {
  const running = queue.filter((toast) => toast.shownAt !== null).map((toast) => toast.leftMs)
  return running.length === 0 ? undefined : Math.min(...running)
}
