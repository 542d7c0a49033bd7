import { keepPreviousData, skipToken, useQuery, useQueryClient } from "@tanstack/react-query"
import type { components, operations } from "../../../contract/schema.d.ts"
import { useListRows, type ListRows } from "../../components/table/useListRows.ts"
import { useServices } from "../../state/services.tsx"

/** A cheque as the list shows it, with its number across pages. */
export type ChequeRow = components["schemas"]["ChequeRow"]

/** A cheque as a move answers it: its list row without the number. */
export type ChequeDetail = components["schemas"]["ChequeDetail"]

/** The count and sum of the cheques of each state, under every filter but the state. */
export type ChequeTotals = components["schemas"]["ChequePageMeta"]["totals"]

/** The query of one page of the cheque list: its filters, order, page and size. */
export type ChequeListQuery = NonNullable<operations["listCheques"]["parameters"]["query"]>

/** Every cached piece of the cheque list starts with this key, so one invalidation reloads rows and totals together. */
export const chequesKey = ["cheques"] as const

const totalsKey = (query: ChequeListQuery) => [...chequesKey, "totals", query] as const

/**
 * One page of the cheque list and the totals per state the same answer carries: the
 * totals are kept beside the rows under their own key, so they follow the filters and stay shown while the next page loads.
 */
export function useChequeRows(query: ChequeListQuery): {
  readonly rows: ListRows<ChequeRow>
  readonly totals: ChequeTotals | undefined
} {
  const { api } = useServices()
  const client = useQueryClient()
  const rows = useListRows<ChequeRow>([...chequesKey, "list", query], async (signal) => {
    const answer = await api.GET("/Admin/cheque", { params: { query }, signal })
    if (answer.data !== undefined) client.setQueryData<ChequeTotals>(totalsKey(query), answer.data.meta.totals)
    return answer
  })
  const totals = useQuery<ChequeTotals>({ queryKey: totalsKey(query), queryFn: skipToken, placeholderData: keepPreviousData })
  return { rows, totals: totals.data }
}
