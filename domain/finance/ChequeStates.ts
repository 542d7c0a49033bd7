import { Result, Schema } from "effect"
import { formBody } from "../validation/FormBody.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { RequiredWord } from "./FinanceFields.ts"
import { stateGraph, type StateMoveRefused } from "./StateGraph.ts"

/** The states of a cheque (invoices.md section 8), as the API words them. */
export const chequeStates = ["in_hand", "deposited", "cleared", "bounced", "returned"] as const
export type ChequeState = (typeof chequeStates)[number]

/** The Persian name of each cheque state. */
export const chequeStateLabels: Readonly<Record<ChequeState, string>> = {
  in_hand: "در دست",
  deposited: "واگذار شده به بانک",
  cleared: "وصول شده",
  bounced: "برگشتی",
  returned: "عودت داده شده",
}

/** The name of the button that moves a cheque into each state (a cheque is never moved back into hand). */
export const chequeMoveLabels: Readonly<Record<Exclude<ChequeState, "in_hand">, string>> = {
  deposited: "واگذاری به بانک",
  cleared: "وصول",
  bounced: "ثبت برگشت",
  returned: "عودت به صادرکننده",
}

/** A cheque in hand is deposited or handed back; the bank then clears or bounces it; cleared, bounced and returned cheques go nowhere. */
const arrows: Readonly<Record<ChequeState, ReadonlyArray<ChequeState>>> = {
  in_hand: ["deposited", "returned"],
  deposited: ["cleared", "bounced"],
  cleared: [],
  bounced: [],
  returned: [],
}

/** «امکان تغییر وضعیت چک از «وصول شده» به «برگشتی» وجود ندارد»: the 422 of a move the diagram does not have. */
export const chequeMoveRefusedMessage = (state: ChequeState, to: ChequeState): string =>
  `امکان تغییر وضعیت چک از «${chequeStateLabels[state]}» به «${chequeStateLabels[to]}» وجود ندارد`

const graph = stateGraph(arrows, chequeMoveRefusedMessage)

/** The states a cheque may move to from `state`; none from a final state. */
export const chequeMovesFrom = graph.movesFrom

/** Whether a cheque's state is final (cleared, bounced or returned). */
export const isFinalChequeState = graph.isFinal

/** Moves a cheque to `to`: the new state, or the refusal with its Persian message and the state unchanged. */
export const moveCheque: (state: ChequeState, to: ChequeState) => Result.Result<ChequeState, StateMoveRefused<ChequeState>> =
  graph.move

/** «آیا از تغییر وضعیت چک شماره صیاد 1234567890123456 به «وصول شده» اطمینان دارید؟»: the question before a cheque move. */
export const chequeMoveQuestion = (sayadId: string, to: ChequeState): string =>
  `آیا از تغییر وضعیت چک شماره صیاد ${sayadId} به «${chequeStateLabels[to]}» اطمینان دارید؟`

/** The Persian messages of the cheque move body. */
export const chequeMoveMessages = { required: "وضعیت چک را انتخاب کنید", invalid: "وضعیت چک نامعتبر است" } as const

const validateMoveBody = validateWith(Schema.Struct({ state: RequiredWord(chequeStates, chequeMoveMessages) }))

/** Checks the body of `PATCH /Admin/cheque/{id}`: `{state}` or its Persian message. */
export const validateChequeMove = (input: unknown): Result.Result<{ readonly state: ChequeState }, FieldErrors> =>
  validateMoveBody(formBody(input))
