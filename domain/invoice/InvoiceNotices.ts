import type { InvoicePosition, InvoiceMove } from "./InvoiceWorkflow.ts"

/** «پیش‌فاکتور شماره 1001 برای تایید ارسال شد»: to super-admins and sales managers when an invoice is sent. */
export const sentMessage = (serial: number): string => `پیش‌فاکتور شماره ${serial} برای تایید ارسال شد`

/** «پیش‌فاکتور شماره 1001 تایید شد و فاکتور رسمی صادر شد»: to the owning expert and the financial managers when an invoice becomes formal. */
export const formalMessage = (serial: number): string => `پیش‌فاکتور شماره ${serial} تایید شد و فاکتور رسمی صادر شد`

/** «پیش‌فاکتور شماره 1001 رد شد»: to the owning expert, with the reason. */
export const rejectedMessage = (serial: number): string => `پیش‌فاکتور شماره ${serial} رد شد`

/** Who a move tells (invoices.md section 5): roles, the owner, or nobody. */
export interface Notice {
  readonly toRoles: ReadonlyArray<"super-admin" | "sales-manager" | "financial-manager">
  readonly toOwner: boolean
  readonly status: "informal" | "formal"
  readonly message: string
  readonly withReason: boolean
}

/**
 * The notices of a move that led to `after`: sending tells the managers, becoming formal (an approval or a pre-buy's call-off)
 * tells the owner and the financial managers, a rejection tells the owner with its reason; other moves tell nobody.
 */
export const noticesOf = (move: InvoiceMove, after: InvoicePosition, serial: number): ReadonlyArray<Notice> => {
  if (move === "send")
    return [
      {
        toRoles: ["super-admin", "sales-manager"],
        toOwner: false,
        status: "informal",
        message: sentMessage(serial),
        withReason: false,
      },
    ]
  if ((move === "approve" || move === "call_off") && after.kind === "formal")
    return [
      { toRoles: ["financial-manager"], toOwner: true, status: "formal", message: formalMessage(serial), withReason: false },
    ]
  if (move === "reject")
    return [{ toRoles: [], toOwner: true, status: "informal", message: rejectedMessage(serial), withReason: true }]
  return []
}
