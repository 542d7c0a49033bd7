import { queryOptions, useQuery } from "@tanstack/react-query"
import { Option } from "effect"
import type { components } from "../../../../contract/schema.d.ts"
import { decodeInvoiceCatalog, type InvoiceCatalog } from "../../../../domain/invoice/CatalogSchema.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { answered, LoadFailed } from "../../../state/queries.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { invoiceKeys, type InvoiceListQuery } from "./invoiceKeys.ts"

export type Invoice = components["schemas"]["Invoice"]
export type InvoiceRow = components["schemas"]["InvoiceRow"]
export type InvoiceRevision = components["schemas"]["InvoiceRevision"]
export type InvoiceBuyer = components["schemas"]["InvoiceBuyer"]

/** One page of an invoice list, for the list (under invoiceKeys.list). */
export const listInvoices = (api: Services["api"], query: InvoiceListQuery, signal: AbortSignal) =>
  api.GET("/Admin/invoice", { params: { query }, signal })

/** The server's CSV of an invoice list as it is filtered, for the export button. */
export const downloadInvoices = (api: Services["api"], query: Omit<InvoiceListQuery, "page" | "per_page">): Promise<BlobAnswer> =>
  api.GET("/Admin/invoice/export", { params: { query }, parseAs: "blob" })

/** One invoice, as the editor, the history and the printed pages read it; a 404 is the page's "not found", not a toast. */
export const invoiceQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: invoiceKeys.one(id),
    queryFn: async ({ signal }): Promise<Invoice> =>
      (await answered(api.GET("/Admin/invoice/{id}", { params: { path: { id } }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })

/** An invoice's revisions, newest first; a 404 is the page's "not found", not a toast. */
export const invoiceHistoryQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: invoiceKeys.history(id),
    queryFn: async ({ signal }): Promise<ReadonlyArray<InvoiceRevision>> =>
      (await answered(api.GET("/Admin/invoice/{id}/history", { params: { path: { id } }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })

/** The buyer's particulars a printed invoice names, as they stand now. */
export const invoiceBuyerQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: invoiceKeys.buyer(id),
    queryFn: async ({ signal }): Promise<InvoiceBuyer> =>
      (await answered(api.GET("/Admin/invoice/{id}/buyer", { params: { path: { id } }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })

/** The catalog the server prices invoices with, decoded by the domain's schema. */
export const invoiceCatalogQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: invoiceKeys.catalog(),
    queryFn: async ({ signal }): Promise<InvoiceCatalog> => {
      const answer = await answered(api.GET("/Admin/invoice/catalog", { signal }), signal)
      return Option.getOrThrowWith(decodeInvoiceCatalog(answer), () => new LoadFailed("پاسخ سرور خوانا نبود", undefined))
    },
  })

/**
 * The invoice catalog read fresh on each opening; `enabled` false loads nothing (a role the catalog is not for),
 * `silent` leaves a failure to the screen.
 */
export function useInvoiceCatalog(enabled = true, silent = false) {
  const { api } = useServices()
  return useQuery({ ...invoiceCatalogQuery(api), enabled, refetchOnMount: "always", meta: { silent } })
}
