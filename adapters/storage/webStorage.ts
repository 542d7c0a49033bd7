import type { KeyValueStore } from "../../domain/ports/KeyValueStore.ts"

// Storage can be missing, full or forbidden (private mode, disabled cookies): every call falls back instead of throwing.
const attempt = <A>(run: () => A, fallback: A): A => {
  try {
    return run()
  } catch {
    return fallback
  }
}

/** A key-value store over the browser's localStorage or sessionStorage. */
export const makeWebStorage = (pick: () => Storage): KeyValueStore => ({
  get: (key) => attempt(() => pick().getItem(key), null),
  set: (key, value) => attempt(() => pick().setItem(key, value), undefined),
  remove: (key) => attempt(() => pick().removeItem(key), undefined),
  clear: () => attempt(() => pick().clear(), undefined),
})

/** The browser's localStorage, shared by the tabs of the site. */
export const makeLocalStorage = (): KeyValueStore => makeWebStorage(() => window.localStorage)

/** The browser's sessionStorage, kept for one tab's session. */
export const makeSessionStorage = (): KeyValueStore => makeWebStorage(() => window.sessionStorage)

/** An in-memory store for tests. */
export const makeMemoryStorage = (initial: Record<string, string> = {}): KeyValueStore => {
  const values = new Map(Object.entries(initial))
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  }
}
