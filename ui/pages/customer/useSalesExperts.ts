import { useQuery } from "@tanstack/react-query"
import { answered } from "../../state/queries.ts"
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
  return useQuery({
    queryKey: ["users", "sales-experts"],
    enabled: wanted,
    queryFn: async ({ signal }): Promise<ReadonlyArray<SalesExpert>> =>
      (await answered(api.GET("/Admin/user", { params: { query: expertsPage }, signal }), signal)).data.map((user) => ({
        id: user.id,
        name: `${user.name} ${user.last_name}`,
        is_active: user.is_active,
      })),
  }).data
}

/** An expert's label in a select: their name, marked when they are no longer active. */
export const expertLabel = (expert: SalesExpert): string => (expert.is_active ? expert.name : `${expert.name} (غیرفعال)`)
