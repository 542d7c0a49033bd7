import { useQuery } from "@tanstack/react-query"
import { Option } from "effect"
import { decodeInvoiceCatalog, type InvoiceCatalog } from "../../../domain/invoice/CatalogSchema.ts"
import { answered, LoadFailed } from "../../state/queries.ts"
import { useServices } from "../../state/services.tsx"

/**
 * The catalog the server prices invoices with, decoded by the domain's schema and read fresh on each opening; `enabled`
 * false loads nothing (a role the catalog is not for), `silent` leaves a failure to the screen.
 */
export function useInvoiceCatalog(enabled = true, silent = false) {
  const { api } = useServices()
  return useQuery({
    queryKey: ["invoices", "catalog"],
    enabled,
    queryFn: async ({ signal }): Promise<InvoiceCatalog> => {
      const answer = await answered(api.GET("/Admin/invoice/catalog", { signal }), signal)
      return Option.getOrThrowWith(decodeInvoiceCatalog(answer), () => new LoadFailed("پاسخ سرور خوانا نبود", undefined))
    },
    refetchOnMount: "always",
    meta: { silent },
  })
}
