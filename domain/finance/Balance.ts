import { Option, Result } from "effect"
import { noRials, rialsOfBig, type Rials } from "../money/Rials.ts"
import type { FieldErrors } from "../validation/FieldErrors.ts"
import type { ChequeState } from "./ChequeStates.ts"

/** Where an invoice's money stands (invoices.md section 8), in whole rials. */
export interface Balance {
  readonly total: Rials
  /** Payments and cleared cheques. */
  readonly paid: Rials
  /** Cheques in hand or deposited: promised, not yet money. */
  readonly in_cheques: Rials
  /** total − paid. */
  readonly remaining: Rials
}

/** A payment as the balance sees it. */
export interface PaymentAmount {
  readonly amount: Rials
}

/** A cheque as the balance sees it. */
export interface ChequeAmount {
  readonly amount: Rials
  readonly state: ChequeState
}

/** The Persian message of a payment or cheque larger than what may still be paid (a 422 under `amount`). */
export const balanceMessages = { overPayable: "مبلغ بیش از مانده قابل پرداخت است" } as const

/** Whether a cheque in this state is money received: only a cleared one. */
export const chequeCountsAsPaid = (state: ChequeState): boolean => state === "cleared"

/** Whether a cheque in this state is still promised money: in hand or deposited. */
export const chequeCountsInCheques = (state: ChequeState): boolean => state === "in_hand" || state === "deposited"

// The sums run on bigint so that many large amounts never round on the way.
const sumOf = (amounts: ReadonlyArray<Rials>): bigint => amounts.reduce((sum, amount) => sum + BigInt(amount), 0n)
// Stored amounts are at most `maxRials` each, so one invoice's sums stay inside a safe integer; only data broken elsewhere
// passes it, and the balance still answers then (rounded), for payableOf and mayAdd to refuse any more money.
const exact = (amount: bigint): Rials => Option.getOrElse(rialsOfBig(amount), () => Number(amount) as Rials)

/**
 * The balance of an invoice of `total` rials: paid = Σ payments + Σ cleared cheques, in_cheques = Σ cheques in hand or
 * deposited, remaining = total − paid (below zero only if more was taken than owed).
 */
export const balanceOf = (
  total: Rials,
  payments: ReadonlyArray<PaymentAmount>,
  cheques: ReadonlyArray<ChequeAmount>,
): Balance => {
  const paid =
    sumOf(payments.map((payment) => payment.amount)) +
    sumOf(cheques.filter((cheque) => chequeCountsAsPaid(cheque.state)).map((cheque) => cheque.amount))
  const inCheques = sumOf(cheques.filter((cheque) => chequeCountsInCheques(cheque.state)).map((cheque) => cheque.amount))
  return { total, paid: exact(paid), in_cheques: exact(inCheques), remaining: exact(BigInt(total) - paid) }
}

/** What may still be paid or promised: total − paid − in_cheques, never below zero. */
export const payableOf = (balance: Balance): Rials => {
  const payable = BigInt(balance.total) - BigInt(balance.paid) - BigInt(balance.in_cheques)
  return payable > 0n ? exact(payable) : noRials
}

/** Whether a payment or cheque of `amount` may be added: at most what is payable, else the Persian 422 under `amount`. */
export const mayAdd = (balance: Balance, amount: Rials): Result.Result<Rials, FieldErrors> =>
  amount <= payableOf(balance) ? Result.succeed(amount) : Result.fail({ amount: balanceMessages.overPayable })
