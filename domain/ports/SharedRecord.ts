/**
 * One text value shared by the tabs of the site whose reads and writes go through the browser itself, so a
 * read made after another tab's write has finished sees that write (localStorage gives no such promise).
 */
export interface SharedRecord {
  /** The value, or null when none is kept or it cannot be read. */
  readonly read: () => Promise<string | null>
  /** Keeps a value (null forgets it); resolves once the write is done, and never rejects. */
  readonly write: (value: string | null) => Promise<void>
}
