import { signal } from "@preact/signals-react"

/** A button inside a toast (the "read" action of a notification toast). */
export interface ToastAction {
  readonly label: string
  readonly run: () => void
}

/** What a caller asks to show. */
export interface ToastRequest {
  readonly kind: "success" | "error" | "info"
  readonly text: string
  /** How long the toast stays, 4 s by default. */
  readonly durationMs?: number
  readonly action?: ToastAction
}

/** A toast on screen. */
export interface Toast extends ToastRequest {
  readonly id: number
}

/** The toasts on screen, oldest first. */
export const $toasts = signal<ReadonlyArray<Toast>>([])

let nextId = 1
const defaultDurationMs = 4000

/** Removes a toast. */
export const dismissToast = (id: number): void => {
  $toasts.value = $toasts.value.filter((toast) => toast.id !== id)
}

/** Shows a toast that disappears after its duration; answers its id. */
export const showToast = (request: ToastRequest): number => {
  const id = nextId++
  $toasts.value = [...$toasts.value, { ...request, id }]
  setTimeout(() => dismissToast(id), request.durationMs ?? defaultDurationMs)
  return id
}
