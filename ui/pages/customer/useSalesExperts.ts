import { useEffect, useState } from "react"
import { showToast } from "../../components/toast/toast.ts"
import { genericErrorMessage } from "../../state/errors.ts"
import { useServices } from "../../state/services.tsx"

/** A user with the sales-expert role, as the customer screens offer and name them. */
export interface SalesExpert {
  readonly id: number
  readonly name: string
  readonly is_active: boolean
}

/** Most experts a company has; the user list answers at most 1000 rows a page. */
const expertsPage = { role: "sales-expert", per_page: 1000 } as const

/**
 * The sales experts, active or not, in one request when `wanted` (a manager's screen), undefined until they arrive:
 * only active ones may be chosen as a new owner.
 */
export function useSalesExperts(wanted: boolean): ReadonlyArray<SalesExpert> | undefined {
  const { api } = useServices()
  const [experts, setExperts] = useState<ReadonlyArray<SalesExpert> | undefined>(undefined)
  useEffect(() => {
    if (!wanted) return
    let current = true
    const failed = () => current && showToast({ kind: "error", text: genericErrorMessage })
    api
      .GET("/Admin/user", { params: { query: expertsPage } })
      .then(({ data }) => {
        if (!data) return failed()
        if (current) setExperts(data.data.map((user) => ({ id: user.id, name: `${user.name} ${user.last_name}`, is_active: user.is_active })))
      })
      .catch(failed)
    return () => {
      current = false
    }
  }, [api, wanted])
  return experts
}

/** An expert's label in a select: their name, marked when they are no longer active. */
export const expertLabel = (expert: SalesExpert): string => (expert.is_active ? expert.name : `${expert.name} (غیرفعال)`)
