import type { SalesExpertAccess } from "../access/SalesExpertAccess.ts"
import type { Role } from "../roles/Role.ts"
import { allowedMoves } from "./InvoiceWorkflow.ts"
import { isEditableState, type InvoiceAction, type InvoiceKind, type InvoiceState } from "./InvoiceOptions.ts"

/** Who is asking: their role, id and (for a sales expert) access in force. */
export interface InvoiceActor {
  readonly id: number
  readonly role: Role
  readonly access: Pick<SalesExpertAccess, "may_see_all_customers">
}

/** What the rules need to know about an invoice. */
export interface InvoiceOwnership {
  readonly kind: InvoiceKind
  readonly state: InvoiceState
  readonly sales_expert_id: number | null
}

/**
 * Whether a user may read an invoice (invoices.md section 4): managers all; a sales expert their own, or all while their
 * access sees every customer; a financial manager formal invoices and approved pre-buys only; production's roles none.
 */
export const mayReadInvoice = (actor: InvoiceActor, invoice: InvoiceOwnership): boolean => {
  switch (actor.role) {
    case "super-admin":
    case "sales-manager":
      return true
    case "sales-expert":
      return invoice.sales_expert_id === actor.id || actor.access.may_see_all_customers
    case "financial-manager":
      return invoice.kind === "formal" || (invoice.kind === "pre-buy" && invoice.state === "approved")
    // Production sees no price (production.md section 1): it reads an order's pieces, never its invoice.
    case "production-manager":
    case "operator":
      return false
  }
}

/** Whether a user may change an invoice they can read, whatever its state: a manager any, a sales expert their own. */
export const mayChangeInvoice = (actor: InvoiceActor, invoice: InvoiceOwnership): boolean =>
  actor.role === "super-admin" ||
  actor.role === "sales-manager" ||
  (actor.role === "sales-expert" && invoice.sales_expert_id === actor.id)

/** Whether a user's role-level right to a move reaches this invoice: a sales expert moves only their own, whatever its state. */
export const mayMoveInvoice = (actor: InvoiceActor, invoice: InvoiceOwnership): boolean =>
  actor.role !== "sales-expert" || invoice.sales_expert_id === actor.id

/** The moves a user may make on an invoice now: edit and reprice while it is editable and theirs to change, then the state moves of invoices.md section 1. */
export const invoiceActionsFor = (actor: InvoiceActor, invoice: InvoiceOwnership): ReadonlyArray<InvoiceAction> => [
  ...(mayChangeInvoice(actor, invoice) && isEditableState(invoice.state) ? (["edit", "reprice"] as const) : []),
  ...allowedMoves(invoice, { role: actor.role, isOwner: invoice.sales_expert_id === actor.id }),
]

/** Which invoices a list shows a user: all, or only one sales expert's own (`ownerOnly`); a financial manager reads no list. */
export const invoiceListScope = (actor: InvoiceActor): { readonly ownerOnly: number | undefined } =>
  actor.role === "sales-expert" && !actor.access.may_see_all_customers ? { ownerOnly: actor.id } : { ownerOnly: undefined }
