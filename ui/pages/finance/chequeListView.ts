import { chequeMovesFrom, type ChequeState } from "../../../domain/finance/ChequeStates.ts"
import type { Role } from "../../../domain/roles/Role.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"

/** A state a cheque is moved into by hand (a cheque never goes back into hand). */
export type ChequeMoveTarget = Exclude<ChequeState, "in_hand">

/** The roles that move cheques (invoices.md section 4); the sales manager only reads them. */
const movers: ReadonlySet<Role> = new Set(["super-admin", "financial-manager"])

/** The moves a role is offered on a cheque in `state`: the diagram's, for the super-admin and the financial manager only. */
export const chequeMovesFor = (role: Role | null, state: ChequeState): ReadonlyArray<ChequeMoveTarget> =>
  role !== null && movers.has(role) ? chequeMovesFrom(state).filter((to): to is ChequeMoveTarget => to !== "in_hand") : []

/** The badge of a cheque still in hand and due within seven days (or overdue). */
export const dueSoonBadge = "سررسید نزدیک"

/** The toast after a cheque moved. */
export const chequeMovedMessage = "وضعیت چک تغییر یافت"

/**
 * What a due-date filter with only one end says, in Persian digits («سررسید تا ۱۴۰۵/۰۲/۱۰»), since the period picker
 * shows a period only when both ends are set (the home's due-cheques card links with `to` alone); undefined otherwise.
 */
export const halfOpenDueText = (from: string, to: string): string | undefined =>
  from !== "" && to === ""
    ? `سررسید از ${toPersianDigits(from)}`
    : from === "" && to !== ""
      ? `سررسید تا ${toPersianDigits(to)}`
      : undefined

/** The list's title: every cheque, or one customer's with their name once a row has told it. */
export const chequeListTitle = (customer: { readonly name: string | undefined } | undefined): string =>
  customer === undefined ? "چک‌ها" : customer.name === undefined ? "چک‌های مشتری" : `چک‌های ${customer.name}`
