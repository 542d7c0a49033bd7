import { useMatches } from "react-router"
import type { InvoiceKind } from "../../../domain/invoice/InvoiceOptions.ts"

/** The route handle naming which kind of invoice a list shows (set in ui/routes.tsx). */
export interface InvoiceListHandle {
  readonly invoiceKind: InvoiceKind
}

const isInvoiceListHandle = (handle: unknown): handle is InvoiceListHandle => typeof handle === "object" && handle !== null && "invoiceKind" in handle

/** The kind of the current invoice list route; the three list routes always carry a handle. */
export const useInvoiceKind = (): InvoiceKind => {
  const handle = useMatches().findLast((match) => isInvoiceListHandle(match.handle))?.handle
  return isInvoiceListHandle(handle) ? handle.invoiceKind : "informal"
}
