/** Reads kept while the database has not changed: a key's value is read once per database version. */
export type ReadCache<V> = (key: string, read: () => Promise<V>) => Promise<V>

/**
 * A cache of reads valid for one database version; with no version (PostgreSQL) every call reads.
 * A value read while a write landed is not kept, so the cache never holds anything older than its version.
 */
export const readCache = <V>(version: () => string | undefined, limit = 1000): ReadCache<V> => {
  let current: string | undefined
  const entries = new Map<string, V>()
  return async (key, read) => {
    const before = version()
    if (before === undefined) return read()
    if (before !== current) {
      entries.clear()
      current = before
    }
    const kept = entries.get(key)
    if (kept !== undefined) return kept
    const value = await read()
    if (version() === before) {
      if (entries.size >= limit) entries.clear()
      entries.set(key, value)
    }
    return value
  }
}
