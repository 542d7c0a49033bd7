import { orderStateLabels, type OrderState } from "../finance/OrderStates.ts"
import type { Role } from "../roles/Role.ts"

/** «وضعیت این سفارش با اسکن قطعه‌ها تغییر می‌کند»: the 422 of a production move by hand of an order that follows its pieces. */
export const movedByScansMessage = "وضعیت این سفارش با اسکن قطعه‌ها تغییر می‌کند"

/**
 * Whether a role may move by hand an order that has pieces (production.md section 6): its progress follows the scans, and
 * only the super-admin corrects it by hand; cancelling stays the order desk's (the pieces hold it back once one is cut).
 */
export const mayMoveOrderWithPieces = (role: Role, to: OrderState): boolean => role === "super-admin" || to === "cancelled"

/** «وضعیت سفارش شماره 1041 به‌صورت دستی از «در حال تولید» به «آماده تحویل» اصلاح شد»: what a correction by hand tells. */
export const correctedByHandMessage = (serial: number, from: OrderState, to: OrderState): string =>
  `وضعیت سفارش شماره ${serial} به‌صورت دستی از «${orderStateLabels[from]}» به «${orderStateLabels[to]}» اصلاح شد`

/** Who is told of a correction by hand: the production managers, who follow the floor, and the owning expert. */
export const correctionNoticeRoles: ReadonlyArray<Role> = ["production-manager"]
