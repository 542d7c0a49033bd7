import type { OrderState } from "../finance/OrderStates.ts"
import type { Role } from "../roles/Role.ts"

/**
 * Whether a user reads an order's pieces (production.md section 1): the managers and production any order, a sales expert
 * only the orders of their own invoices.
 */
export const mayReadPieces = (
  caller: { readonly id: number; readonly role: Role },
  order: { readonly sales_expert_id: number | null },
): boolean => (caller.role === "sales-expert" ? order.sales_expert_id === caller.id : true)

/** Whether an order takes a promised date: not once it is cancelled or delivered. */
export const mayPromise = (state: OrderState): boolean => state !== "cancelled" && state !== "delivered"
