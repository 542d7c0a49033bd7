import { Result, Schema } from "effect"
import { formBody } from "../validation/FormBody.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { RequiredWord } from "./FinanceFields.ts"
import { stateGraph, type StateMoveRefused } from "./StateGraph.ts"

/** The production states of an order (invoices.md section 8), as the API words them, in the order production goes. */
export const orderStates = ["awaiting_confirmation", "waiting", "in_production", "ready", "delivered", "cancelled"] as const
export type OrderState = (typeof orderStates)[number]

/** The Persian name of each production state. */
export const orderStateLabels: Readonly<Record<OrderState, string>> = {
  awaiting_confirmation: "در انتظار تایید",
  waiting: "در انتظار تولید",
  in_production: "در حال تولید",
  ready: "آماده تحویل",
  delivered: "تحویل شده",
  cancelled: "لغو شده",
}

/** The name of the button that moves an order into each state (the first state is never moved into). */
export const orderMoveLabels: Readonly<Record<Exclude<OrderState, "awaiting_confirmation">, string>> = {
  waiting: "تایید سفارش",
  in_production: "شروع تولید",
  ready: "آماده تحویل",
  delivered: "تحویل به مشتری",
  cancelled: "لغو سفارش",
}

/** Once production has started nothing is cancelled; delivered and cancelled orders go nowhere. */
const arrows: Readonly<Record<OrderState, ReadonlyArray<OrderState>>> = {
  awaiting_confirmation: ["waiting", "cancelled"],
  waiting: ["in_production", "cancelled"],
  in_production: ["ready"],
  ready: ["delivered"],
  delivered: [],
  cancelled: [],
}

/** «امکان تغییر وضعیت سفارش از «تحویل شده» به «در حال تولید» وجود ندارد»: the 422 of a move the diagram does not have. */
export const orderMoveRefusedMessage = (state: OrderState, to: OrderState): string =>
  `امکان تغییر وضعیت سفارش از «${orderStateLabels[state]}» به «${orderStateLabels[to]}» وجود ندارد`

const graph = stateGraph(arrows, orderMoveRefusedMessage)

/** The states an order may move to from `state`, in production order; none from a final state. */
export const orderMovesFrom = graph.movesFrom

/** Whether an order's state is final (delivered or cancelled). */
export const isFinalOrderState = graph.isFinal

/** Moves an order to `to`: the new state, or the refusal with its Persian message and the state unchanged. */
export const moveOrder: (state: OrderState, to: OrderState) => Result.Result<OrderState, StateMoveRefused<OrderState>> =
  graph.move

/** «آیا از تغییر وضعیت سفارش شماره 1041 به «آماده تحویل» اطمینان دارید؟»: the question before a production move. */
export const orderMoveQuestion = (serial: number, to: OrderState): string =>
  `آیا از تغییر وضعیت سفارش شماره ${serial} به «${orderStateLabels[to]}» اطمینان دارید؟`

/** The Persian messages of the production move body. */
export const orderMoveMessages = { required: "وضعیت تولید را انتخاب کنید", invalid: "وضعیت تولید نامعتبر است" } as const

const validateMoveBody = validateWith(Schema.Struct({ production_state: RequiredWord(orderStates, orderMoveMessages) }))

/** Checks the body of `PATCH /Admin/order/{id}`: `{production_state}` or its Persian message. */
export const validateOrderMove = (input: unknown): Result.Result<{ readonly production_state: OrderState }, FieldErrors> =>
  validateMoveBody(formBody(input))
