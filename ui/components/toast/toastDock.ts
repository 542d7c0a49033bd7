import { signal } from "@preact/signals-react"

/**
 * The open notifications panel's own place for toasts, below its list: there they take their own room in the panel and
 * cover none of it. Null while the panel is closed.
 */
export const $toastPanelSlot = signal<HTMLElement | null>(null)

/**
 * Where the top bar's free stretch begins on the start side (the sidebar's width, as CSS length), or null outside the
 * shell: inside the shell the toasts stand in the top bar, which covers no control of the page.
 */
export const $toastBarStart = signal<string | null>(null)
