import type { ViewList } from "../../domain/view/ViewLists.ts"
import type { Endpoint } from "../permissions.ts"

/** The endpoint each list with views reads its rows from: whoever may call it may use the list's views. */
export const viewListEndpoints: Readonly<Record<ViewList, Endpoint>> = {
  "informal-invoice-list": "GET /Admin/invoice",
  "formal-invoice-list": "GET /Admin/invoice",
  "pre-buy-invoice-list": "GET /Admin/invoice",
  "order-list": "GET /Admin/order",
  "checks-list": "GET /Admin/cheque",
  "customer-list": "GET /Admin/customer",
}
