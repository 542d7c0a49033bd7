import type { InvoicePosition } from "../invoice/InvoiceWorkflow.ts"
import type { OrderState } from "./OrderStates.ts"

/** The Persian 422 (under `state`) of a payment or cheque for an invoice that takes no money. */
export const invoiceMoneyMessages = { notPayable: "پرداخت و چک فقط برای فاکتور رسمی یا پیش‌خرید تاییدشده ثبت می‌شود" } as const

/**
 * Whether an invoice takes payments and cheques (invoices.md section 8): a formal invoice, issued or confirmed, whose order
 * is not cancelled, or an approved pre-buy (paid now, called off later); quotations and anything cancelled take none.
 */
export const takesPayments = (invoice: InvoicePosition, order: OrderState | null): boolean =>
  (invoice.kind === "formal" && (invoice.state === "issued" || invoice.state === "confirmed") && order !== "cancelled") ||
  (invoice.kind === "pre-buy" && invoice.state === "approved")
