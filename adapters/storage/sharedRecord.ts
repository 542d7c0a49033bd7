import type { SharedRecord } from "../../domain/ports/SharedRecord.ts"

const storeName = "values"

/** Runs one request in its own transaction and resolves once that transaction has committed. */
const inTransaction = <A>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<A>,
): Promise<A> =>
  new Promise((resolve, reject) => {
    const transaction = database.transaction(storeName, mode)
    const pending = run(transaction.objectStore(storeName))
    transaction.oncomplete = () => resolve(pending.result)
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"))
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"))
  })

/**
 * A shared record kept in IndexedDB, whose transactions are committed by the browser process: unlike
 * localStorage, a read in one tab after a finished write in another sees that write. Without IndexedDB
 * (private mode, old browsers) it reads as empty and writes nothing.
 */
export const makeIndexedDbRecord = (databaseName: string, key: string): SharedRecord => {
  let opened: Promise<IDBDatabase> | undefined
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(databaseName, 1)
      opening.onupgradeneeded = () => opening.result.createObjectStore(storeName)
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error ?? new Error("IndexedDB could not be opened"))
    })
    return opened
  }
  return {
    read: async () => {
      try {
        const value: unknown = await inTransaction(await database(), "readonly", (store) => store.get(key))
        return typeof value === "string" ? value : null
      } catch {
        return null
      }
    },
    write: async (value) => {
      try {
        const opened = await database()
        if (value === null) await inTransaction(opened, "readwrite", (store) => store.delete(key))
        else await inTransaction(opened, "readwrite", (store) => store.put(value, key))
      } catch {
        // Without the shared record the tabs fall back to localStorage alone; the server's grace keeps racing tabs signed in.
      }
    },
  }
}

/** A shared record in memory, for tests. */
export const makeMemoryRecord = (initial: string | null = null): SharedRecord => {
  let value = initial
  return {
    read: async () => value,
    write: async (next) => {
      value = next
    },
  }
}
