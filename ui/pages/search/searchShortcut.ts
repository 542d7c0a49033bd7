import { signal } from "@preact/signals-react"
import { useEffect } from "react"

/** Whether the search dialog is open. */
export const $searchOpen = signal(false)

/** What a key press is read by: its modifiers, its key and its position, and whether the focus is where text is typed. */
export interface SearchKey {
  readonly key: string
  readonly code: string
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  readonly altKey: boolean
  readonly typing: boolean
}

/**
 * Ctrl+K (Cmd+K) opens the search from anywhere, read by key position so a Persian layout works too; `/` opens it only
 * where nothing is being typed, so the slash of a date or a note stays a slash.
 */
export const opensSearch = (event: SearchKey): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey
    ? event.code === "KeyK" || event.key.toLowerCase() === "k"
    : !event.ctrlKey && !event.metaKey && !event.altKey && !event.typing && event.key === "/"

/** Whether the focus is in a field, an editable text or a dialog already. */
const typingIn = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.closest("[role=dialog]") !== null)

/** Opens the search on its shortcuts, wherever the signed-in user is. */
export const useSearchShortcut = () => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = {
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        typing: typingIn(event.target),
      }
      if (!opensSearch(key)) return
      event.preventDefault()
      $searchOpen.value = true
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [])
}
