import { Result } from "effect"
import type { Transaction } from "kysely"
import type { InvoicePosition } from "../../domain/invoice/InvoiceWorkflow.ts"
import { orderStepOf } from "../../domain/finance/OrderOfInvoice.ts"
import { moveOrder, type OrderState } from "../../domain/finance/OrderStates.ts"
import type { Dialect } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { piecesCancelRefusal, piecesOnCancel, piecesOnConfirm } from "../production/pieceUseCases.ts"

/** The order's part in an invoice move, decided before anything is written: write it after the invoice moved. */
export interface OrderFollowing {
  readonly write: (nowIso: string) => Promise<void>
}

/** A cancel the order's pieces hold back (some are cut or released for cutting): its Persian message. */
export interface OrderHeldBack {
  readonly heldBack: string
}

/**
 * What an invoice move from `from` to `to` does to its order (domain/finance/OrderOfInvoice.ts), read inside the move's
 * transaction (the order row locked on PostgreSQL): opening it, moving it through the diagram, or nothing. A move the
 * order's diagram refuses answers undefined, so the invoice move is refused before anything is written. The order's pieces
 * follow in the same transaction: made when it reaches waiting, removed when it is cancelled, which they hold back once cut.
 */
export const orderFollowing = async (
  trx: Transaction<Schema>,
  dialect: Dialect,
  invoiceId: number,
  from: InvoicePosition,
  to: InvoicePosition,
): Promise<OrderFollowing | OrderHeldBack | undefined> => {
  const step = orderStepOf(from, to)
  if (step._tag === "none") return { write: async () => undefined }
  if (step._tag === "open")
    return {
      write: async (nowIso) => {
        const opened = await trx
          .insertInto("orders")
          .values({
            invoice_id: invoiceId,
            production_state: step.state,
            ready_at: null,
            delivered_at: null,
            created_at: nowIso,
            updated_at: nowIso,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
        if (step.state === "waiting") await piecesOnConfirm(trx, opened.id, nowIso)
      },
    }
  const order = await trx
    .selectFrom("orders")
    .select(["id", "production_state"])
    .where("invoice_id", "=", invoiceId)
    .$if(dialect === "postgres", (q) => q.forNoKeyUpdate())
    .executeTakeFirst()
  // A formal invoice always has its order (opened with it, or by the migration for older ones); none means nothing to follow.
  if (order === undefined) return { write: async () => undefined }
  const moved = moveOrder(order.production_state as OrderState, step.to)
  if (Result.isFailure(moved)) return undefined
  const heldBack = moved.success === "cancelled" ? await piecesCancelRefusal(trx, dialect, order.id) : undefined
  if (heldBack !== undefined) return { heldBack }
  return {
    write: async (nowIso) => {
      await trx
        .updateTable("orders")
        .set({ production_state: moved.success, updated_at: nowIso })
        .where("id", "=", order.id)
        .execute()
      if (moved.success === "waiting") await piecesOnConfirm(trx, order.id, nowIso)
      if (moved.success === "cancelled") await piecesOnCancel(trx, order.id)
    },
  }
}

/** Finance's order step as the invoice store's port takes it, over one database's dialect. */
export const orderStepIn =
  (dialect: Dialect) => (trx: Transaction<Schema>, invoiceId: number, from: InvoicePosition, to: InvoicePosition) =>
    orderFollowing(trx, dialect, invoiceId, from, to)
