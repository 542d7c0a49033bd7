import { Result } from "effect"
import type { InvoiceId, OrderId } from "../../domain/identifiers/Ids.ts"
import type { Transaction } from "kysely"
import { piecesOf } from "../../domain/production/Pieces.ts"
import { mayPromise, mayReadPieces } from "../../domain/production/PiecesAccess.ts"
import { cancelAfterCuttingMessage } from "../../domain/production/PiecesCancel.ts"
import { promisedDateMessages, validatePromisedDate } from "../../domain/production/PiecesPromisedDate.ts"
import { expectedReadyDate, progressOf, type OrderUnit } from "../../domain/production/OrderOfPieces.ts"
import { readRoute } from "../../domain/production/Stations.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Dialect } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import type { Schemas } from "../http/answers.ts"
import { PieceInvalid, PieceNotFound, type PieceRefusal } from "./PieceRefusal.ts"
import { readProductionSettings } from "../settings/settingsReader.ts"
import {
  hasPiecesIn,
  insertPiecesIn,
  pieceOrderIn,
  removePiecesIn,
  startedPanesIn,
  type OrderPieces,
  type PieceStore,
} from "./pieceStore.ts"

/** The signed-in caller as the pieces use cases need them. */
export interface Caller {
  readonly id: number
  readonly role: Role
}

type Outcome<A> = Promise<Result.Result<A, PieceRefusal>>
type Pieces = Schemas["ProductionPiecesAnswer"]["data"]
type Pane = Schemas["ProductionPane"]

/**
 * Makes the pieces of an order just confirmed (production.md section 2), inside the confirming transaction: its invoice's
 * lines as stored, with the edge allowances of the production settings; an order that already has pieces keeps them.
 */
export const piecesOnConfirm = async (trx: Transaction<Schema>, orderId: number, nowIso: string): Promise<void> => {
  if (await hasPiecesIn(trx, orderId)) return
  const order = await pieceOrderIn(trx, orderId)
  if (order === undefined) return
  const settings = await readProductionSettings(trx)
  await insertPiecesIn(trx, orderId, piecesOf(order, settings.edge_allowance_mm), nowIso)
}

/** Whether the order has pieces, read inside another feature's transaction: such an order follows its scans (production.md section 6). */
export const orderHasPieces = (trx: Transaction<Schema>, orderId: number): Promise<boolean> => hasPiecesIn(trx, orderId)

/** Why an order may not be cancelled, read inside the cancelling transaction before anything is written; none when it may. */
export const piecesCancelRefusal = async (
  trx: Transaction<Schema>,
  dialect: Dialect,
  orderId: number,
): Promise<string | undefined> => {
  const started = await startedPanesIn(trx, dialect, orderId)
  return started === 0 ? undefined : cancelAfterCuttingMessage(started)
}

/** Removes the pieces of an order being cancelled, inside the cancelling transaction, after `piecesCancelRefusal` said none. */
export const piecesOnCancel = (trx: Transaction<Schema>, orderId: number): Promise<void> => removePiecesIn(trx, orderId)

/** An order's units as its progress reads them: each unit's panes, broken ones included. */
const orderUnitsOf = ({ units, panes }: OrderPieces): ReadonlyArray<OrderUnit> =>
  units.map((unit) =>
    panes.filter((pane) => pane.unit_id === unit.id).map((pane) => ({ state: pane.state, route: readRoute(pane.route) })),
  )

/** An order's pieces as the API answers them: units by line and number, each with its panes, and its progress per station; no price anywhere. */
const piecesAnswer = (pieces: OrderPieces): Pieces => {
  const { head, units, panes } = pieces
  const orderUnits = orderUnitsOf(pieces)
  return {
    order_id: head.order_id,
    serial_number: head.serial_number,
    customer_name: head.customer_name,
    production_state: head.production_state,
    promised_date: head.promised_date,
    expected_ready_date: expectedReadyDate(head.promised_date, orderUnits),
    progress: [...progressOf(orderUnits)],
    units: units.map((unit) => ({
      id: unit.id,
      code: unit.code,
      line_position: unit.line_position,
      unit_number: unit.unit_number,
      structure: unit.structure as Schemas["ProductionUnit"]["structure"],
      width: unit.width,
      height: unit.height,
      panes: panes
        .filter((pane) => pane.unit_id === unit.id)
        .map((pane): Pane => ({
          id: pane.id,
          code: pane.code,
          letter: pane.letter as Pane["letter"],
          glass_type_id: pane.glass_type_id,
          glass_type_name: pane.glass_type_name,
          thickness: Number(pane.thickness),
          material: pane.material as Pane["material"],
          finished_width: pane.finished_width,
          finished_height: pane.finished_height,
          cut_width: pane.cut_width,
          cut_height: pane.cut_height,
          edge_type: pane.edge_type as Pane["edge_type"],
          route: [...readRoute(pane.route)],
          state: pane.state as Pane["state"],
          batch_id: pane.batch_id,
        })),
    })),
  }
}

/** The pieces use cases (production.md sections 2 and 5): an order's pieces to read, its promised date to set. */
export const pieceUseCases = (store: PieceStore, clock: { readonly now: () => number }) => {
  /** The order's pieces if the caller may read them; a sales expert and another's order answer as an unknown one. */
  const readable = async (caller: Caller, orderId: OrderId): Outcome<OrderPieces> => {
    const pieces = await store.pieces(orderId)
    return pieces !== undefined && mayReadPieces(caller, pieces.head) ? Result.succeed(pieces) : Result.fail(new PieceNotFound())
  }

  return {
    pieces: async (caller: Caller, orderId: OrderId): Outcome<Pieces> =>
      Result.map(await readable(caller, orderId), piecesAnswer),

    /** The pieces of the order an invoice became, for whoever may read that order's pieces: the invoice's own screen shows them. */
    invoicePieces: async (caller: Caller, invoiceId: InvoiceId): Outcome<Pieces> => {
      const orderId = await store.orderOfInvoice(invoiceId)
      return orderId === undefined ? Result.fail(new PieceNotFound()) : Result.map(await readable(caller, orderId), piecesAnswer)
    },

    /** Sets or clears the promised date of an order the caller reads: the body, then the order's state re-read in the writing transaction. */
    promise: async (caller: Caller, orderId: OrderId, body: unknown): Outcome<Pieces> => {
      const before = await readable(caller, orderId)
      if (Result.isFailure(before)) return Result.fail(before.failure)
      const checked = validatePromisedDate(body)
      if (Result.isFailure(checked)) return Result.fail(new PieceInvalid({ errors: checked.failure }))
      const outcome = await store.promise(orderId, checked.success.promised_date, new Date(clock.now()).toISOString(), mayPromise)
      if (outcome === "closed") return Result.fail(new PieceInvalid({ errors: { promised_date: promisedDateMessages.closed } }))
      return outcome === "missing"
        ? Result.fail(new PieceNotFound())
        : readable(caller, orderId).then((after) => Result.map(after, piecesAnswer))
    },
  }
}

/** The pieces use cases as the routes hold them. */
export type PieceUseCases = ReturnType<typeof pieceUseCases>
