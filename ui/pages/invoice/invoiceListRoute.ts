import { useMatches } from "react-router"
import type { InvoiceKind } from "../../../domain/invoice/InvoiceOptions.ts"
import { canOpenRoute, type Role } from "../../../domain/roles/Role.ts"
import { placeOf } from "../../components/table/listPlaces.ts"

/** The list an invoice of a kind is found in. */
export const invoiceListPath = (kind: InvoiceKind): string => `/dashboard/${kind}-invoice-list`

/** Where a printed page's back arrow leads: the invoice's list at the place the user left it, or home for a role without that list (the financial manager). */
export const backToListOf = (role: Role | null, kind: InvoiceKind): string => {
  const listPath = invoiceListPath(kind)
  return role !== null && canOpenRoute(role, listPath) ? placeOf(listPath) : "/dashboard"
}

/** The route handle naming which kind of invoice a list shows (set in ui/routes.tsx). */
export interface InvoiceListHandle {
  readonly invoiceKind: InvoiceKind
}

const isInvoiceListHandle = (handle: unknown): handle is InvoiceListHandle =>
  typeof handle === "object" && handle !== null && "invoiceKind" in handle

/** The kind of the current invoice list route; the three list routes always carry a handle. */
export const useInvoiceKind = (): InvoiceKind => {
  const handle = useMatches().findLast((match) => isInvoiceListHandle(match.handle))?.handle
  return isInvoiceListHandle(handle) ? handle.invoiceKind : "informal"
}
