import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import type { ChequeForm } from "../../../../domain/finance/ChequeForm.ts"
import type { ChequeState } from "../../../../domain/finance/ChequeStates.ts"
import type { PaymentForm } from "../../../../domain/finance/PaymentForm.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { useListRows, type ListRows } from "../../../components/table/useListRows.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { homeKeys } from "../../home/api/homeKeys.ts"
import { invoiceKeys } from "../../invoice/api/invoiceKeys.ts"
import { financeKeys, type ChequeListQuery } from "./financeKeys.ts"

/** A cheque as the list shows it, with its number across pages. */
export type ChequeRow = components["schemas"]["ChequeRow"]

/** A cheque as a move answers it: its list row without the number. */
export type ChequeDetail = components["schemas"]["ChequeDetail"]

/** The count and sum of the cheques of each state, under every filter but the state. */
export type ChequeTotals = components["schemas"]["ChequePageMeta"]["totals"]

/**
 * One page of the cheque list and the totals per state the same answer carries: the totals are kept beside the rows
 * under their own key, so they follow the filters and stay shown while the next page loads.
 */
export function useChequeRows(query: ChequeListQuery): {
  readonly rows: ListRows<ChequeRow>
  readonly totals: ChequeTotals | undefined
} {
  const { api } = useServices()
  const client = useQueryClient()
  const rows = useListRows<ChequeRow>(financeKeys.chequeList(query), async (signal) => {
    const answer = await api.GET("/Admin/cheque", { params: { query }, signal })
    if (answer.data !== undefined) client.setQueryData<ChequeTotals>(financeKeys.chequeTotals(query), answer.data.meta.totals)
    return answer
  })
  const totals = useQuery<ChequeTotals>({
    queryKey: financeKeys.chequeTotals(query),
    queryFn: skipToken,
    placeholderData: keepPreviousData,
  })
  return { rows, totals: totals.data }
}

/** The server's CSV of the cheques as the list is filtered, for the export button. */
export const downloadCheques = (api: Services["api"], query: Omit<ChequeListQuery, "page" | "per_page">): Promise<BlobAnswer> =>
  api.GET("/Admin/cheque/export", { params: { query }, parseAs: "blob" })

/** Every read a payment, a cheque or a cheque's move changes: the orders and money, the invoices, the home's figures. */
export const moneyMoved = (client: ReturnType<typeof useQueryClient>) => {
  for (const queryKey of [financeKeys.all, invoiceKeys.all, homeKeys.all]) void client.invalidateQueries({ queryKey })
}

/** Moves a cheque to another state; the answer is the cheque as it now is, and every figure it counts in reads again. */
export function useMoveCheque() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, to }: { readonly id: number; readonly to: ChequeState }): Promise<ChequeDetail> =>
      (await settled(api.PATCH("/Admin/cheque/{id}", { params: { path: { id } }, body: { state: to } }))).data,
    onSettled: () => moneyMoved(client),
  })
}

/** Adds a payment to an invoice; its money and the lists that count it read again. */
export function useAddPayment() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ invoiceId, body }: { readonly invoiceId: number; readonly body: PaymentForm }) =>
      (await settled(api.POST("/Admin/invoice/{id}/payments", { params: { path: { id: invoiceId } }, body }))).data,
    onSuccess: () => moneyMoved(client),
  })
}

/** Adds a cheque to an invoice; its money and the lists that count it read again. */
export function useAddCheque() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ invoiceId, body }: { readonly invoiceId: number; readonly body: ChequeForm }) =>
      (await settled(api.POST("/Admin/invoice/{id}/cheques", { params: { path: { id: invoiceId } }, body }))).data,
    onSuccess: () => moneyMoved(client),
  })
}
