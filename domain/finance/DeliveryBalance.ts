import { formatRialsWithUnit } from "../money/Rials.ts"
import type { OrderState } from "./OrderStates.ts"

/** The warning shown before an order with money still owed on it is delivered. */
export const deliveryBalanceWarning = (remaining: string): string =>
  `این سفارش هنوز ${remaining} مانده دارد و تسویه نشده است. آیا با وجود این مانده، سفارش تحویل داده شود؟`

/**
 * What to warn of before a move: delivering an order whose remaining is above zero; nothing for any other move or
 * a settled order (the usual question is enough).
 */
export const deliveryWarningOf = (to: OrderState, remaining: number): string | undefined =>
  to === "delivered" && remaining > 0 ? deliveryBalanceWarning(formatRialsWithUnit(remaining)) : undefined
