import { computed, signal } from "@preact/signals-react"
import { nextDueMs, onScreen, settle, waitingNotifications, type Queued, type ToastGroup, type ToastRoom } from "./toastQueue.ts"

/** A button inside a toast (the "read" action of a notification toast). */
export interface ToastAction {
  readonly label: string
  readonly run: () => void
}

/** A link inside a toast to what the action made (the invoice a move issued); a plain click opens it in the app. */
export interface ToastLink {
  readonly label: string
  /** The address, for a new tab or a copied link. */
  readonly href: string
  /** The icon that stands for the label on a phone's bar. */
  readonly icon: string
  readonly open: () => void
}

/** What a caller asks to show. */
export interface ToastRequest {
  readonly kind: "success" | "error" | "info"
  readonly text: string
  /** How long the toast stays on screen, 4 s by default; time spent waiting for room is not counted. */
  readonly durationMs?: number
  readonly action?: ToastAction
  /** A second line under the text: what else happened (a save that also sent the invoice for approval). */
  readonly detail?: string
  readonly links?: ReadonlyArray<ToastLink>
  /** Feedback by default; notification toasts give way to feedback and to the notifications panel. */
  readonly group?: ToastGroup
}

/** A toast waiting or on screen. */
export interface Toast extends Queued {
  readonly kind: ToastRequest["kind"]
  readonly text: string
  readonly action?: ToastAction
  readonly detail?: string
  readonly links?: ReadonlyArray<ToastLink>
}

const defaultDurationMs = 4000
let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined

const $queue = signal<ReadonlyArray<Toast>>([])
const $room = signal<ToastRoom>({ slots: 2, notifications: true })

/** The toasts on screen, in the order they claimed their room. */
export const $toasts = computed(() => onScreen($queue.value, $room.value))
/** How many notification toasts wait for room. */
export const $waitingNotifications = computed(() => waitingNotifications($queue.value, $room.value))

/** Drops the toasts whose time ran out, gives the room to the next ones and wakes up when the first on screen runs out. */
const settleNow = (queue: ReadonlyArray<Toast>): void => {
  const settled = settle(queue, $room.value, Date.now())
  $queue.value = settled
  clearTimeout(timer)
  const due = nextDueMs(settled)
  timer = due === undefined ? undefined : setTimeout(() => settleNow($queue.value), due)
}

/** Shows a toast when it has room; answers its id. */
export const showToast = (request: ToastRequest): number => {
  const id = nextId++
  const { durationMs = defaultDurationMs, group = "feedback", ...shown } = request
  settleNow([...$queue.value, { ...shown, id, group, leftMs: durationMs, shownAt: null }])
  return id
}

/** Removes a toast, waiting or on screen. */
export const dismissToast = (id: number): void => settleNow($queue.value.filter((toast) => toast.id !== id))

/** Removes every toast of a group (the notification toasts, once the panel shows the notifications themselves). */
export const dismissToasts = (group: ToastGroup): void => settleNow($queue.value.filter((toast) => toast.group !== group))

/** Tells the queue how much room the place the toasts stand in has. */
export const setToastRoom = (room: ToastRoom): void => {
  if (room.slots === $room.value.slots && room.notifications === $room.value.notifications) return
  $room.value = room
  settleNow($queue.value)
}
