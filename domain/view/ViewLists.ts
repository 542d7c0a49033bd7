import { chequeStates } from "../finance/ChequeStates.ts"
import { orderStates } from "../finance/OrderStates.ts"
import { invoiceStates } from "../invoice/InvoiceOptions.ts"
import { listSorts } from "../pagination/listSorts.ts"

/** The lists a view can be saved for, named by their /dashboard path. */
export const viewLists = [
  "informal-invoice-list",
  "formal-invoice-list",
  "pre-buy-invoice-list",
  "order-list",
  "checks-list",
  "customer-list",
] as const

/** A list a view can be saved for. */
export type ViewList = (typeof viewLists)[number]

/** The relative periods a view may keep instead of fixed dates, worked out on the day it is used. */
export const viewPeriods = ["this-week"] as const
export type ViewPeriod = (typeof viewPeriods)[number]

/** How a filter's value is read: free text, a record id, a Jalali date, a relative period, or one of a few values. */
export type ViewFilterKind = "text" | "id" | "date" | "period" | ReadonlyArray<string>

const invoiceFilters = {
  search: "text",
  state: invoiceStates,
  customer_id: "id",
  sales_expert_id: "id",
  from: "date",
  to: "date",
  period: viewPeriods,
} as const satisfies Readonly<Record<string, ViewFilterKind>>

/** The filters each list accepts in a view, as its URL names them; a serial found from a notification is no view's. */
export const viewFilters: Readonly<Record<ViewList, Readonly<Record<string, ViewFilterKind>>>> = {
  "informal-invoice-list": invoiceFilters,
  "formal-invoice-list": invoiceFilters,
  "pre-buy-invoice-list": invoiceFilters,
  "order-list": { search: "text", production_state: orderStates, has_balance: ["1"] },
  "checks-list": { bank: "text", state: chequeStates, from: "date", to: "date", period: viewPeriods },
  "customer-list": { search: "text", is_active: ["1", "0"], sales_expert_id: "id" },
}

/** The columns each list may be ordered by in a view: the list's own sort keys. */
export const viewSorts: Readonly<Record<ViewList, ReadonlyArray<string>>> = {
  "informal-invoice-list": listSorts.invoices,
  "formal-invoice-list": listSorts.invoices,
  "pre-buy-invoice-list": listSorts.invoices,
  "order-list": listSorts.orders,
  "checks-list": listSorts.cheques,
  "customer-list": listSorts.customers,
}

/** Whether a text names a list a view can be saved for. */
export const isViewList = (text: unknown): text is ViewList => viewLists.some((list) => list === text)

/** The list a /dashboard path shows, if views can be saved for it (`/dashboard/checks-list/12` is the cheque list too). */
export const viewListOfPath = (pathname: string): ViewList | undefined => {
  const segment = pathname.split("/")[2] ?? ""
  return isViewList(segment) ? segment : undefined
}
