import { Result } from "effect"
import type { InvoicePosition } from "../invoice/InvoiceWorkflow.ts"
import { moveOrder, orderStateLabels, type OrderState } from "./OrderStates.ts"
import { StateMoveRefused } from "./StateGraph.ts"

/** What an invoice move does to its order: opens it (the invoice became formal), moves it, or leaves it. */
export type OrderStep =
  | { readonly _tag: "open"; readonly state: OrderState }
  | { readonly _tag: "move"; readonly to: OrderState }
  | { readonly _tag: "none" }

/**
 * The order's part in an invoice move (invoices.md section 8): becoming formal (approve, call off) opens the order awaiting
 * confirmation, confirm moves it to waiting, cancelling a formal invoice cancels it; other moves leave it alone.
 */
export const orderStepOf = (from: InvoicePosition, to: InvoicePosition): OrderStep => {
  if (to.kind === "formal" && from.kind !== "formal") return { _tag: "open", state: "awaiting_confirmation" }
  if (from.kind !== "formal" || from.state === to.state) return { _tag: "none" }
  if (to.state === "confirmed") return { _tag: "move", to: "waiting" }
  if (to.state === "cancelled") return { _tag: "move", to: "cancelled" }
  return { _tag: "none" }
}

/** «سفارش در انتظار تایید با تایید یا لغو فاکتور آن جابه‌جا می‌شود»: the 422 of a production move that is its invoice's to make. */
export const awaitingMovesWithInvoiceMessage = `سفارش «${orderStateLabels.awaiting_confirmation}» با تایید یا لغو فاکتور آن جابه‌جا می‌شود`

/**
 * A production move asked for by hand (`PATCH /Admin/order/{id}`): the diagram's move, except that an order awaiting
 * confirmation moves only with its invoice (confirm or cancel), so invoice and order never disagree.
 */
export const moveOrderByHand = (state: OrderState, to: OrderState): Result.Result<OrderState, StateMoveRefused<OrderState>> =>
  Result.flatMap(moveOrder(state, to), (next) =>
    state === "awaiting_confirmation"
      ? Result.fail(new StateMoveRefused({ state, to, message: awaitingMovesWithInvoiceMessage }))
      : Result.succeed(next),
  )
