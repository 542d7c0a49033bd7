import { useEffect, useState } from "react"
import type { components } from "../../../contract/schema.d.ts"
import { showToast } from "../../components/toast/toast.ts"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { useServices } from "../../state/services.tsx"

type GlassType = components["schemas"]["GlassTypeDetail"]

/** The glass type a size limit screen belongs to (its name and thicknesses); null until it arrives, a toast when it cannot. */
export function useGlassType(typeId: number): GlassType | null {
  const { api } = useServices()
  const [type, setType] = useState<GlassType | null>(null)
  useEffect(() => {
    let current = true
    setType(null)
    api
      .GET("/Admin/glass_type/{id}", { params: { path: { id: typeId } } })
      .then(({ data, error, response }) => {
        if (!current) return
        if (data) setType(data.data)
        else showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
      })
      .catch(() => current && showToast({ kind: "error", text: genericErrorMessage }))
    return () => {
      current = false
    }
  }, [api, typeId])
  return type
}

/** The name of the glass type, or null until it is known. */
export const useGlassTypeName = (typeId: number): string | null => useGlassType(typeId)?.name ?? null
