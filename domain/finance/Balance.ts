import { Result } from "effect"
import type { FieldErrors } from "../validation/FieldErrors.ts"
import type { ChequeState } from "./ChequeStates.ts"

/** Where an invoice's money stands (invoices.md section 8), in whole rials. */
export interface Balance {
  readonly total: number
  /** Payments and cleared cheques. */
  readonly paid: number
  /** Cheques in hand or deposited: promised, not yet money. */
  readonly in_cheques: number
  /** total − paid. */
  readonly remaining: number
}

/** A payment as the balance sees it. */
export interface PaymentAmount {
  readonly amount: number
}

/** A cheque as the balance sees it. */
export interface ChequeAmount {
  readonly amount: number
  readonly state: ChequeState
}

/** The Persian message of a payment or cheque larger than what may still be paid (a 422 under `amount`). */
export const balanceMessages = { overPayable: "مبلغ بیش از مانده قابل پرداخت است" } as const

/** Whether a cheque in this state is money received: only a cleared one. */
export const chequeCountsAsPaid = (state: ChequeState): boolean => state === "cleared"

/** Whether a cheque in this state is still promised money: in hand or deposited. */
export const chequeCountsInCheques = (state: ChequeState): boolean => state === "in_hand" || state === "deposited"

// Amounts arrive as whole rials; the sums run on bigint so that many large amounts never round on the way.
const rials = (amount: number): bigint => (Number.isFinite(amount) ? BigInt(Math.trunc(amount)) : 0n)
const sumOf = (amounts: ReadonlyArray<number>): bigint => amounts.reduce((sum, amount) => sum + rials(amount), 0n)

/**
 * The balance of an invoice of `total` rials: paid = Σ payments + Σ cleared cheques, in_cheques = Σ cheques in hand or
 * deposited, remaining = total − paid (below zero only if more was taken than owed).
 */
export const balanceOf = (
  total: number,
  payments: ReadonlyArray<PaymentAmount>,
  cheques: ReadonlyArray<ChequeAmount>,
): Balance => {
  const paid =
    sumOf(payments.map((payment) => payment.amount)) +
    sumOf(cheques.filter((cheque) => chequeCountsAsPaid(cheque.state)).map((cheque) => cheque.amount))
  const inCheques = sumOf(cheques.filter((cheque) => chequeCountsInCheques(cheque.state)).map((cheque) => cheque.amount))
  return {
    total: Number(rials(total)),
    paid: Number(paid),
    in_cheques: Number(inCheques),
    remaining: Number(rials(total) - paid),
  }
}

/** What may still be paid or promised: total − paid − in_cheques, never below zero. */
export const payableOf = (balance: Balance): number => {
  const payable = rials(balance.total) - rials(balance.paid) - rials(balance.in_cheques)
  return payable > 0n ? Number(payable) : 0
}

/** Whether a payment or cheque of `amount` may be added: at most what is payable, else the Persian 422 under `amount`. */
export const mayAdd = (balance: Balance, amount: number): Result.Result<number, FieldErrors> =>
  rials(amount) <= BigInt(payableOf(balance)) ? Result.succeed(amount) : Result.fail({ amount: balanceMessages.overPayable })
