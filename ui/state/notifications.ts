import { signal } from "@preact/signals-react"

/** Whether the notifications panel is open. */
export const $notificationsOpen = signal(false)
