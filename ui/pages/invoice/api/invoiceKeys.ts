import type { operations } from "../../../../contract/schema.d.ts"

/** The filters, order and page of an invoice list as the server reads them. */
export type InvoiceListQuery = NonNullable<operations["listInvoices"]["parameters"]["query"]>

/**
 * The query keys of the invoices, under their data tag: a save or a move invalidates every list and record at once,
 * and the editor, the history and the printed pages read one invoice under the same key.
 */
export const invoiceKeys = {
  all: ["invoices"] as const,
  lists: () => [...invoiceKeys.all, "list"] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.lists(), query] as const,
  one: (id: number) => [...invoiceKeys.all, "one", id] as const,
  history: (id: number) => [...invoiceKeys.all, "history", id] as const,
  buyer: (id: number) => [...invoiceKeys.all, "buyer", id] as const,
  catalog: () => [...invoiceKeys.all, "catalog"] as const,
}
