import { addDays, formatJalali, type JalaliDate } from "../calendar/Jalali.ts"
import type { ChequeState } from "./ChequeStates.ts"

/** How many days ahead a cheque in hand counts as due soon (invoices.md section 8: «due within 7 days»). */
export const dueSoonDays = 7

/** The last due date, "yyyy/MM/dd", of a cheque due soon: today plus seven days. */
export const dueSoonUntil = (today: JalaliDate): string => formatJalali(addDays(today, dueSoonDays))

/**
 * Whether a cheque is due soon: still in hand (not yet deposited) and due within seven days of today, overdue ones
 * included, since those are the ones to take to the bank now; stored dates are "yyyy/MM/dd", so text order is date order.
 */
export const isDueSoon = (cheque: { readonly state: ChequeState; readonly due_date: string }, today: JalaliDate): boolean =>
  cheque.state === "in_hand" && cheque.due_date <= dueSoonUntil(today)
