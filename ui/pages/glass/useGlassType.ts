import { useQuery } from "@tanstack/react-query"
import type { components } from "../../../contract/schema.d.ts"
import { answered } from "../../state/queries.ts"
import { useServices } from "../../state/services.tsx"

type GlassType = components["schemas"]["GlassTypeDetail"]

/** The glass type a size limit screen belongs to (its name and thicknesses); null until it arrives, a toast when it cannot. */
export function useGlassType(typeId: number): GlassType | null {
  const { api } = useServices()
  return (
    useQuery({
      queryKey: ["glass-types", "one", typeId],
      queryFn: async ({ signal }) =>
        (await answered(api.GET("/Admin/glass_type/{id}", { params: { path: { id: typeId } }, signal }), signal)).data,
    }).data ?? null
  )
}

/** The name of the glass type, or null until it is known. */
export const useGlassTypeName = (typeId: number): string | null => useGlassType(typeId)?.name ?? null
