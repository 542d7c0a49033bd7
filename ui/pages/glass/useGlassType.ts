import { useQuery } from "@tanstack/react-query"
import { useServices } from "../../state/services.tsx"
import { glassTypeQuery } from "./api/glassTypeQueries.ts"

/** The glass type a size limit screen belongs to (its name and thicknesses); null until it arrives, a toast when it cannot. */
export function useGlassType(typeId: number) {
  const { api } = useServices()
  return useQuery(glassTypeQuery(api, typeId)).data ?? null
}

/** The name of the glass type, or null until it is known. */
export const useGlassTypeName = (typeId: number): string | null => useGlassType(typeId)?.name ?? null
