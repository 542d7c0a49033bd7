import type { ChequeState } from "./ChequeStates.ts"
import type { OrderState } from "./OrderStates.ts"

/** «سفارش شماره 1041 آماده تحویل است»: to the owning sales expert when an order is ready. */
export const orderReadyMessage = (serial: number): string => `سفارش شماره ${serial} آماده تحویل است`

/** «چک شماره صیاد 1234567890123456 برگشت خورد»: to super-admins and financial managers when a cheque bounces. */
export const chequeBouncedMessage = (sayadId: string): string => `چک شماره صیاد ${sayadId} برگشت خورد`

/** Who a money or production move tells (invoices.md section 5): roles, the owning expert, or nobody; always a system notification. */
export interface FinanceNotice {
  readonly toRoles: ReadonlyArray<"super-admin" | "financial-manager">
  readonly toOwner: boolean
  readonly status: "system"
  readonly message: string
}

/** The notices of an order moved to `to`: ready tells the owning expert; other moves tell nobody. */
export const orderNoticesOf = (to: OrderState, serial: number): ReadonlyArray<FinanceNotice> =>
  to === "ready" ? [{ toRoles: [], toOwner: true, status: "system", message: orderReadyMessage(serial) }] : []

/** The notices of a cheque moved to `to`: bounced tells the super-admins and financial managers; other moves tell nobody. */
export const chequeNoticesOf = (to: ChequeState, sayadId: string): ReadonlyArray<FinanceNotice> =>
  to === "bounced"
    ? [
        {
          toRoles: ["super-admin", "financial-manager"],
          toOwner: false,
          status: "system",
          message: chequeBouncedMessage(sayadId),
        },
      ]
    : []
