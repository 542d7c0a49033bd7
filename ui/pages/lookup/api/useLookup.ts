import { useSignals } from "@preact/signals-react/runtime"
import { useQuery } from "@tanstack/react-query"
import type { LookupName } from "../../../../domain/roles/Role.ts"
import { useServices } from "../../../state/services.tsx"
import { $role } from "../../../state/session.ts"
import { lookupQuery, type LookupValues } from "./lookupQueries.ts"

/** A lookup list for a screen, from the cache or fetched when missing: undefined until it is known; failed (after its toast) when it cannot be. */
export function useLookup<N extends LookupName>(
  name: N,
): { readonly rows: LookupValues[N] | undefined; readonly failed: boolean } {
  useSignals()
  const { api, session } = useServices()
  const query = useQuery(lookupQuery(api, session, $role.value, name))
  return { rows: query.data, failed: query.isError }
}
