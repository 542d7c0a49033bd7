/** A store of text values by key, as the browser's local and session storage offer it. */
export interface KeyValueStore {
  /** The stored text, or null when the key is missing or the store cannot be read. */
  readonly get: (key: string) => string | null
  /** Stores a text; a full or forbidden store loses the value rather than failing. */
  readonly set: (key: string, value: string) => void
  /** Forgets one key. */
  readonly remove: (key: string) => void
  /** Forgets every key. */
  readonly clear: () => void
}
