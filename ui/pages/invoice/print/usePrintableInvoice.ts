import { readsAsRecordId } from "../../../../domain/identifiers/RecordId.ts"
import { useRecordQuery, type RecordLoad } from "../../../components/form/useEditLoad.ts"
import { useServices } from "../../../state/services.tsx"
import { partNamesOf } from "../partNames.ts"
import { invoiceQuery, useInvoiceCatalog, type Invoice } from "../api/invoiceQueries.ts"

/**
 * The invoice a printed page shows, by the route's id: a 404 (no such invoice, or one the user may not read) is told
 * apart as "missing"; the catalog names its parts (a failure there prints without the names, never breaks the page).
 */
export function usePrintableInvoice(raw: string | undefined): {
  readonly invoice: RecordLoad<Invoice>
  readonly names: ReturnType<typeof partNamesOf>
  readonly catalog: ReturnType<typeof useInvoiceCatalog>["data"]
} {
  const { api } = useServices()
  const id = raw !== undefined && readsAsRecordId(raw) ? Number(raw) : undefined
  const invoice = useRecordQuery(invoiceQuery(api, id ?? 0), id !== undefined)
  const catalog = useInvoiceCatalog(true, true)
  const load: RecordLoad<Invoice> = id === undefined ? { state: "missing", data: undefined, retry: () => undefined } : invoice
  return { invoice: load, names: partNamesOf(catalog.data), catalog: catalog.data }
}
