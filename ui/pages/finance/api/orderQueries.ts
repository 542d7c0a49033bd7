import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import type { OrderState } from "../../../../domain/finance/OrderStates.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { answered } from "../../../state/queries.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { invoiceKeys } from "../../invoice/api/invoiceKeys.ts"
import { financeKeys, type OrderListQuery } from "./financeKeys.ts"

export type OrderRow = components["schemas"]["OrderRow"]
export type InvoiceMoney = components["schemas"]["InvoicePayments"]

/** One page of the orders, for the list (under financeKeys.orderList). */
export const listOrders = (api: Services["api"], query: OrderListQuery, signal: AbortSignal) =>
  api.GET("/Admin/order", { params: { query }, signal })

/** The server's CSV of the orders as the list is filtered, for the export button. */
export const downloadOrders = (api: Services["api"], query: Omit<OrderListQuery, "page" | "per_page">): Promise<BlobAnswer> =>
  api.GET("/Admin/order/export", { params: { query }, parseAs: "blob" })

/** One order, which names the invoice it belongs to; a 404 is the page's "not found", not a toast. */
export const orderQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: financeKeys.order(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/order/{id}", { params: { path: { id } }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })

/** An invoice's money: total, paid, cheques in hand, remaining, with its payments and cheques; a 404 is "not found". */
export const invoiceMoneyQuery = (api: Services["api"], invoiceId: number) =>
  queryOptions({
    queryKey: financeKeys.payments(invoiceId),
    queryFn: async ({ signal }): Promise<InvoiceMoney> =>
      (await answered(api.GET("/Admin/invoice/{id}/payments", { params: { path: { id: invoiceId } }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })

/** A production state an order is moved to by hand, or its financial confirmation (`waiting` from awaiting confirmation). */
export interface OrderMove {
  readonly row: Pick<OrderRow, "id" | "invoice_id" | "production_state">
  readonly to: OrderState
}

/** Moves an order; whatever the answer, the orders and the invoices read again (a refusal may mean the row was stale). */
export function useMoveOrder() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ row, to }: OrderMove) => {
      // Confirming is the invoice's move: it takes the invoice to confirmed and its order to waiting together.
      if (row.production_state === "awaiting_confirmation" && to === "waiting")
        await settled(api.POST("/Admin/invoice/{id}/confirm", { params: { path: { id: row.invoice_id } }, body: {} }))
      else await settled(api.PATCH("/Admin/order/{id}", { params: { path: { id: row.id } }, body: { production_state: to } }))
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: financeKeys.all })
      void client.invalidateQueries({ queryKey: invoiceKeys.all })
    },
  })
}
