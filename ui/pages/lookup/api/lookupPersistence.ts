import type { QueryClient } from "@tanstack/react-query"
import { Option } from "effect"
import { decodeRecords } from "../../../../domain/pagination/ListEnvelope.ts"
import type { KeyValueStore } from "../../../../domain/ports/KeyValueStore.ts"
import type { LookupName } from "../../../../domain/roles/Role.ts"
import { lookupOfKey } from "./lookupKeys.ts"

const storageKey = (name: LookupName) => `lookup:${name}`

/**
 * A lookup as the session storage kept it from an earlier page load, read through a decoder: a corrupt or foreign
 * entry counts as missing.
 */
export const persistedLookup = (session: KeyValueStore, name: LookupName): ReadonlyArray<unknown> | undefined => {
  const text = session.get(storageKey(name))
  if (text === null) return undefined
  try {
    return Option.getOrUndefined(decodeRecords(JSON.parse(text)))
  } catch {
    return undefined
  }
}

/**
 * Keeps the query cache's lookups in the session storage, so a reload starts from them without a call (specification
 * section 3): each answer is written, and an invalidated lookup is dropped so the next page load fetches it again.
 * The query cache stays the one cache; answers the function that stops following it.
 */
export const persistLookups = (client: QueryClient, session: KeyValueStore): (() => void) =>
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated") return
    const name = lookupOfKey(event.query.queryKey)
    if (name === undefined) return
    if (event.action.type === "success") session.set(storageKey(name), JSON.stringify(event.action.data))
    else if (event.action.type === "invalidate") session.remove(storageKey(name))
  })
