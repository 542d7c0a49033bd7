import type { Transaction } from "kysely"
import { orderNoticesOf } from "../../domain/finance/FinanceNotices.ts"
import type { OrderState } from "../../domain/finance/OrderStates.ts"
import { followsPieces, orderStateOfPieces, scanMayMoveOrder, type OrderUnit } from "../../domain/production/OrderOfPieces.ts"
import { readRoute, type Station } from "../../domain/production/Stations.ts"
import type { Schema } from "../db/schema.ts"
import { toMoveNotice, writeNotices } from "../notification/notificationWriter.ts"
import { orderPanesIn, setOrderStateIn, type ScanOrderRow } from "./scanRows.ts"

/** The order's units, each with every pane it has had, as the order's state is derived from them. */
const unitsOf = (
  panes: ReadonlyArray<{ readonly unit_id: number; readonly state: string; readonly route: string }>,
): ReadonlyArray<OrderUnit> => {
  const units = new Map<number, Array<{ state: string; route: ReturnType<typeof readRoute> }>>()
  for (const pane of panes)
    units.set(pane.unit_id, [...(units.get(pane.unit_id) ?? []), { state: pane.state, route: readRoute(pane.route) }])
  return [...units.values()]
}

/**
 * The order follows its pieces (production.md section 6), inside the transaction of the scan, undo or breakage that moved
 * them, on the order row it locked: its state derived again and written when it changed, with its ready and delivered
 * stamps; becoming ready tells the owning expert, as a move by hand does. An order not from waiting to delivered stays.
 */
export const followPiecesIn = async (
  trx: Transaction<Schema>,
  order: ScanOrderRow,
  moverId: number,
  nowIso: string,
  scannedAt?: Station,
): Promise<OrderState> => {
  const current = order.production_state as OrderState
  if (!followsPieces(current)) return current
  // Most scans cannot change it: the order's panes are then not read again.
  if (scannedAt !== undefined && !scanMayMoveOrder(current, scannedAt)) return current
  const derived = orderStateOfPieces(unitsOf(await orderPanesIn(trx, order.id)))
  if (derived === current) return current
  // A ready order keeps when it became ready; one that is no longer ready (a pane broke, a scan undone) loses its stamps.
  const wasReady = current === "ready" || current === "delivered"
  const isReady = derived === "ready" || derived === "delivered"
  const stamps = {
    ...(isReady === wasReady ? {} : { ready_at: isReady ? nowIso : null }),
    delivered_at: derived === "delivered" ? nowIso : null,
  }
  await setOrderStateIn(trx, order.id, derived, stamps, nowIso)
  await writeNotices(
    trx,
    order,
    orderNoticesOf(derived, order.serial_number).map(toMoveNotice(order.sales_expert_id)),
    moverId,
    nowIso,
  )
  return derived
}
