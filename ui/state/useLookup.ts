import { useQuery } from "@tanstack/react-query"
import type { LookupName } from "../../domain/roles/Role.ts"
import { genericErrorMessage } from "./errors.ts"
import { loadLookup, lookupTags, type LookupValues } from "./lookups.ts"
import { LoadFailed } from "./queries.ts"

/** A lookup list for a screen, from the session cache or fetched when missing: undefined until it is known; failed (after its toast) when it cannot be. */
export function useLookup<N extends LookupName>(
  name: N,
): { readonly rows: LookupValues[N] | undefined; readonly failed: boolean } {
  const query = useQuery({
    queryKey: [lookupTags[name], "lookup", name],
    queryFn: async () => {
      const rows = await loadLookup(name)
      if (rows === undefined) throw new LoadFailed(genericErrorMessage, undefined)
      return rows
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
  return { rows: query.data, failed: query.isError }
}
