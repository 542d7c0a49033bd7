import { useQuery } from "@tanstack/react-query"
import { useServices } from "../../state/services.tsx"
import { salesExpertsQuery } from "../user/api/userQueries.ts"

/** A user with the sales-expert role, as the customer screens offer and name them. */
export interface SalesExpert {
  readonly id: number
  readonly name: string
  readonly is_active: boolean
}

/**
 * The sales experts, active or not, in one request when `wanted` (a manager's screen), undefined until they arrive:
 * only active ones may be chosen as a new owner.
 */
export function useSalesExperts(wanted: boolean): ReadonlyArray<SalesExpert> | undefined {
  const { api } = useServices()
  return useQuery({
    ...salesExpertsQuery(api),
    enabled: wanted,
    select: (users): ReadonlyArray<SalesExpert> =>
      users.map((user) => ({ id: user.id, name: `${user.name} ${user.last_name}`, is_active: user.is_active })),
  }).data
}

/** An expert's label in a select: their name, marked when they are no longer active. */
export const expertLabel = (expert: SalesExpert): string => (expert.is_active ? expert.name : `${expert.name} (غیرفعال)`)
