import type { components } from "../../../../contract/schema.d.ts"
import { invoiceMoveLabels, invoiceMoves, type InvoiceMove } from "../../../../domain/invoice/InvoiceWorkflow.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { InvoiceMoveDialogs } from "../InvoiceMoveDialogs.tsx"
import { useInvoiceMove } from "../useInvoiceMove.ts"

type Invoice = components["schemas"]["Invoice"]

const button =
  "inline-flex h-10 items-center justify-center whitespace-nowrap rounded-lg px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
/** A move that ends the invoice's way (a rejection, a cancellation) is told apart from one that takes it further. */
const looks: Readonly<Record<InvoiceMove, string>> = {
  send: "bg-sky-700 text-white hover:bg-sky-800",
  approve: "bg-sky-700 text-white hover:bg-sky-800",
  call_off: "bg-sky-700 text-white hover:bg-sky-800",
  confirm: "bg-sky-700 text-white hover:bg-sky-800",
  reject: "border border-red-700 bg-white text-red-800 hover:bg-red-50",
  cancel: "border border-red-700 bg-white text-red-800 hover:bg-red-50",
}

/**
 * The moves the reader may make on the invoice they are reading, as its list row offers them (the server's `actions`),
 * asked with the same dialogs; once one is made the page opens the invoice again where it now stands.
 */
export function ReadOnlyMoves({ invoice, onMoved }: { readonly invoice: Invoice; readonly onMoved: () => void }) {
  const moves = useInvoiceMove({ onMoved })
  const offered = invoiceMoves.filter((move) => invoice.actions.includes(move))
  if (offered.length === 0) return null
  return (
    <div role="group" aria-label="عملیات فاکتور" className="flex flex-wrap gap-2">
      {offered.map((move) => (
        <button
          key={move}
          type="button"
          className={`${button} ${looks[move]}`}
          aria-label={`${invoiceMoveLabels[move]} فاکتور ${toPersianDigits(invoice.serial_number)}`}
          onClick={() =>
            moves.ask({ id: invoice.id, serial: invoice.serial_number, kind: invoice.kind, state: invoice.state, move })
          }
        >
          {invoiceMoveLabels[move]}
        </button>
      ))}
      <InvoiceMoveDialogs moves={moves} />
    </div>
  )
}
