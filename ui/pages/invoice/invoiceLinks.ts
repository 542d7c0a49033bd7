import type { NavigateFunction } from "react-router"
import type { InvoiceKind } from "../../../domain/invoice/InvoiceOptions.ts"
import type { ToastLink } from "../../components/toast/toast.ts"

/** The links a move's toast offers to the invoice it leaves behind: its own page and its print. */
export const invoiceToastLinks = (navigate: NavigateFunction, kind: InvoiceKind, id: number): ReadonlyArray<ToastLink> =>
  [
    { label: "مشاهده", href: `/dashboard/invoice-editor/${kind}/${id}`, icon: "i-tabler-file-text" },
    { label: "چاپ", href: `/dashboard/show-invoice/${id}`, icon: "i-tabler-printer" },
  ].map((link) => ({ ...link, open: () => void navigate(link.href) }))
