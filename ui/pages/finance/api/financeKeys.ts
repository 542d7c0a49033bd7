import type { operations } from "../../../../contract/schema.d.ts"

/** The filters, order and page of the order list as the server reads them. */
export type OrderListQuery = NonNullable<operations["listOrders"]["parameters"]["query"]>

/** The filters, order and page of the cheque list as the server reads them. */
export type ChequeListQuery = NonNullable<operations["listCheques"]["parameters"]["query"]>

/**
 * The query keys of finance, under the orders' data tag: a payment, a cheque or a move invalidates the orders, an
 * invoice's money and the cheque lists at once.
 */
export const financeKeys = {
  all: ["orders"] as const,
  orderList: (query: OrderListQuery) => [...financeKeys.all, "list", query] as const,
  order: (id: number) => [...financeKeys.all, "one", id] as const,
  payments: (invoiceId: number) => [...financeKeys.all, "payments", invoiceId] as const,
  /** Every cached piece of the cheque list starts here, so one invalidation reloads rows and totals together. */
  cheques: () => [...financeKeys.all, "cheques"] as const,
  chequeList: (query: ChequeListQuery) => [...financeKeys.cheques(), "list", query] as const,
  chequeTotals: (query: ChequeListQuery) => [...financeKeys.cheques(), "totals", query] as const,
}
