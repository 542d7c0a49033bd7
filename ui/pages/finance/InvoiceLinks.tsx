import { Link } from "react-router"
import type { InvoiceKind } from "../../../domain/invoice/InvoiceOptions.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"

const linkClass = "text-sky-800 underline hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-600"

/** An invoice's serial as the way back to the invoice itself; the editor opens it read-only where it may not change. */
export function InvoiceSerialLink(props: { readonly invoiceId: number; readonly serial: number; readonly kind: InvoiceKind }) {
  const serial = toPersianDigits(props.serial)
  return (
    <Link
      to={`/dashboard/invoice-editor/${props.kind}/${props.invoiceId}`}
      aria-label={`فاکتور شماره ${serial}`}
      className={linkClass}
    >
      {serial}
    </Link>
  )
}

/** The print of an invoice, as an icon beside its serial in a finance list. */
export function InvoicePrintLink(props: { readonly invoiceId: number; readonly serial: number }) {
  const label = `چاپ فاکتور شماره ${toPersianDigits(props.serial)}`
  return (
    <Link
      to={`/dashboard/show-invoice/${props.invoiceId}`}
      aria-label={label}
      title={label}
      className="inline-flex rounded p-1 text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"
    >
      <span aria-hidden="true" className="i-tabler-printer block h-4 w-4" />
    </Link>
  )
}
