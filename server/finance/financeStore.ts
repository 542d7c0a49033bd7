import type { Kysely, Transaction } from "kysely"
import { Result } from "effect"
import { isUniqueViolation } from "../db/uniqueViolation.ts"
import { chequeMessages, type ChequeForm } from "../../domain/finance/ChequeForm.ts"
import type { ChequeState } from "../../domain/finance/ChequeStates.ts"
import type { OrderState } from "../../domain/finance/OrderStates.ts"
import type { PaymentForm, PaymentMethod } from "../../domain/finance/PaymentForm.ts"
import type { StateMoveRefused } from "../../domain/finance/StateGraph.ts"
import type { InvoiceKind, InvoiceState } from "../../domain/invoice/InvoiceOptions.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { writeNotices, type MoveNotice } from "../invoice/invoiceStore.ts"
import { orderHasPieces, piecesCancelRefusal, piecesOnCancel, piecesOnConfirm } from "../production/pieceUseCases.ts"
import { financeListsIn, type FinanceLists } from "./financeLists.ts"

/** An invoice as its money sees it: who owns it, where it stands, its total and its order. */
export interface InvoiceMoneyHead {
  readonly id: number
  readonly serial_number: number
  readonly kind: InvoiceKind
  readonly state: InvoiceState
  readonly sales_expert_id: number | null
  readonly customer_id: number
  readonly customer_name: string
  readonly total: number
  readonly order_id: number | null
  readonly production_state: OrderState | null
}

/** A stored payment, with the name of who recorded it. */
export interface PaymentRecord {
  readonly id: number
  readonly method: PaymentMethod
  readonly amount: number
  readonly date: string
  readonly tracking_number: string | null
  readonly created_at: string
  readonly user_name: string | null
}

/** A stored cheque. */
export interface ChequeRecord extends ChequeForm {
  readonly id: number
  readonly state: ChequeState
  readonly created_at: string
}

/** An invoice with every payment (oldest first) and cheque (by due date). */
export interface InvoiceMoney extends InvoiceMoneyHead {
  readonly payments: ReadonlyArray<PaymentRecord>
  readonly cheques: ReadonlyArray<ChequeRecord>
}

/** How adding money ended: saved with the new balance, the invoice gone, or refused by the check made inside the transaction. */
export type AddOutcome = { readonly saved: InvoiceMoney } | { readonly refused: "missing" } | { readonly invalid: FieldErrors }

/** How a state move ended: made (the record's id), the record gone, or refused by the diagram with its Persian message. */
export type StateOutcome = { readonly moved: number } | { readonly refused: "missing" } | { readonly invalid: string }

/** A state move as the store makes it: the decision and notices computed from the row re-read inside the transaction. */
export interface StateMoveRequest<State extends string, Row> {
  readonly to: State
  readonly userId: number
  readonly nowIso: string
  readonly decide: (state: State, to: State) => Result.Result<State, StateMoveRefused<State>>
  /** Why the caller may not make this move on the row as it stands, before the diagram is asked; none when they may. */
  readonly refuse?: (row: Row) => string | undefined
  /** The notices of the move made: the row after it, and as it was before. */
  readonly notices: (row: Row, before: Row) => ReadonlyArray<MoveNotice>
}

/** The order row a move decides and notifies from; an order with pieces follows its scans (production.md section 6). */
export interface OrderMoveRow {
  readonly production_state: OrderState
  readonly serial_number: number
  readonly sales_expert_id: number | null
  readonly has_pieces: boolean
}

/** The cheque row a move decides and notifies from. */
export interface ChequeMoveRow {
  readonly state: ChequeState
  readonly sayad_id: string
  readonly serial_number: number
}

/** The finance port: money on invoices, state moves of orders and cheques, and the lists. */
export interface FinanceStore extends FinanceLists {
  readonly money: (invoiceId: number) => Promise<InvoiceMoney | undefined>
  /** Adds a payment or a cheque in one transaction, after `check` passed on the invoice and balance re-read inside it. */
  readonly add: (
    invoiceId: number,
    item: MoneyItem,
    check: (money: InvoiceMoney) => FieldErrors | undefined,
  ) => Promise<AddOutcome>
  readonly moveOrder: (orderId: number, request: StateMoveRequest<OrderState, OrderMoveRow>) => Promise<StateOutcome>
  readonly moveCheque: (chequeId: number, request: StateMoveRequest<ChequeState, ChequeMoveRow>) => Promise<StateOutcome>
}

/** A payment or a cheque to add, with who adds it and when. */
export type MoneyItem =
  | { readonly payment: PaymentForm; readonly userId: number; readonly nowIso: string }
  | { readonly cheque: ChequeForm; readonly userId: number; readonly nowIso: string }

type Db = Kysely<Schema>
type Trx = Transaction<Schema>

const nameOf = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ""}`.trim()

/** The finance store over one database. */
export const financeStoreIn = (database: Database): FinanceStore => {
  const { db, dialect } = database

  const head = async (from: Db | Trx, invoiceId: number, lock: boolean): Promise<InvoiceMoneyHead | undefined> => {
    // On PostgreSQL the invoice row is locked, so two additions to one invoice run one after the other; SQLite's writer already does.
    const row = await from
      .selectFrom("invoices")
      .select(["id", "serial_number", "kind", "state", "sales_expert_id", "customer_id", "total"])
      .where("id", "=", invoiceId)
      .$if(lock && dialect === "postgres", (q) => q.forNoKeyUpdate())
      .executeTakeFirst()
    if (row === undefined) return undefined
    const [customer, order] = await Promise.all([
      from.selectFrom("customers").select(["name", "last_name"]).where("id", "=", row.customer_id).executeTakeFirst(),
      from.selectFrom("orders").select(["id", "production_state"]).where("invoice_id", "=", invoiceId).executeTakeFirst(),
    ])
    return {
      id: row.id,
      serial_number: Number(row.serial_number),
      kind: row.kind as InvoiceKind,
      state: row.state as InvoiceState,
      sales_expert_id: row.sales_expert_id,
      customer_id: row.customer_id,
      customer_name: nameOf(customer?.name ?? null, customer?.last_name ?? null) ?? "",
      total: Number(row.total),
      order_id: order?.id ?? null,
      production_state: (order?.production_state ?? null) as OrderState | null,
    }
  }

  const money = async (from: Db | Trx, invoiceId: number, lock: boolean): Promise<InvoiceMoney | undefined> => {
    const invoice = await head(from, invoiceId, lock)
    if (invoice === undefined) return undefined
    const payments = await from
      .selectFrom("payments")
      .leftJoin("users", "users.id", "payments.user_id")
      .select([
        "payments.id",
        "payments.method",
        "payments.amount",
        "payments.date",
        "payments.tracking_number",
        "payments.created_at",
        "users.name",
        "users.last_name",
      ])
      .where("payments.invoice_id", "=", invoiceId)
      .orderBy("payments.id")
      .execute()
    const cheques = await from
      .selectFrom("cheques")
      .select(["id", "sayad_id", "serial", "bank", "drawer", "due_date", "amount", "state", "created_at"])
      .where("invoice_id", "=", invoiceId)
      .orderBy("due_date")
      .orderBy("id")
      .execute()
    return {
      ...invoice,
      payments: payments.map((row) => ({
        id: row.id,
        method: row.method as PaymentMethod,
        amount: Number(row.amount),
        date: row.date,
        tracking_number: row.tracking_number,
        created_at: row.created_at,
        user_name: nameOf(row.name, row.last_name),
      })),
      cheques: cheques.map((row) => ({ ...row, amount: Number(row.amount), state: row.state as ChequeState })),
    }
  }

  const insert = async (trx: Trx, invoiceId: number, item: MoneyItem) => {
    if ("payment" in item)
      await trx
        .insertInto("payments")
        .values({ invoice_id: invoiceId, ...item.payment, user_id: item.userId, created_at: item.nowIso })
        .execute()
    else
      await trx
        .insertInto("cheques")
        .values({
          invoice_id: invoiceId,
          ...item.cheque,
          state: "in_hand",
          user_id: item.userId,
          created_at: item.nowIso,
          updated_at: item.nowIso,
        })
        .execute()
  }

  return {
    ...financeListsIn(database),
    money: (invoiceId) => money(db, invoiceId, false),
    add: async (invoiceId, item, check) => {
      try {
        return await db.transaction().execute(async (trx): Promise<AddOutcome> => {
          const current = await money(trx, invoiceId, true)
          if (current === undefined) return { refused: "missing" }
          const errors = check(current)
          if (errors !== undefined) return { invalid: errors }
          if (
            "cheque" in item &&
            (await trx.selectFrom("cheques").select("id").where("sayad_id", "=", item.cheque.sayad_id).executeTakeFirst()) !==
              undefined
          )
            return { invalid: { sayad_id: chequeMessages.sayadIdTaken } }
          await insert(trx, invoiceId, item)
          return { saved: (await money(trx, invoiceId, false)) as InvoiceMoney }
        })
      } catch (error) {
        // Two cheques of one Sayad ID sent at once: the unique index stops the second.
        if ("cheque" in item && isUniqueViolation(error)) return { invalid: { sayad_id: chequeMessages.sayadIdTaken } }
        throw error
      }
    },
    moveOrder: (orderId, request) =>
      db.transaction().execute(async (trx): Promise<StateOutcome> => {
        // The invoice is locked before its order, as an invoice move does, since the order's kept counts read the invoice locked (migration 0016).
        if (dialect === "postgres")
          await trx
            .selectFrom("invoices")
            .select("id")
            .where("id", "=", (eb) => eb.selectFrom("orders").select("invoice_id").where("orders.id", "=", orderId))
            .forNoKeyUpdate()
            .execute()
        const row = await trx
          .selectFrom("orders")
          .innerJoin("invoices", "invoices.id", "orders.invoice_id")
          .select(["orders.production_state", "invoices.serial_number", "invoices.sales_expert_id"])
          .where("orders.id", "=", orderId)
          .$if(dialect === "postgres", (q) => q.forUpdate("orders"))
          .executeTakeFirst()
        if (row === undefined) return { refused: "missing" }
        const current: OrderMoveRow = {
          production_state: row.production_state as OrderState,
          serial_number: Number(row.serial_number),
          sales_expert_id: row.sales_expert_id,
          has_pieces: await orderHasPieces(trx, orderId),
        }
        const refused = request.refuse?.(current)
        if (refused !== undefined) return { invalid: refused }
        const moved = request.decide(current.production_state, request.to)
        if (Result.isFailure(moved)) return { invalid: moved.failure.message }
        // An order whose cutting has started is not cancelled (production.md section 2); else its pieces go with it.
        const heldBack = moved.success === "cancelled" ? await piecesCancelRefusal(trx, dialect, orderId) : undefined
        if (heldBack !== undefined) return { invalid: heldBack }
        if (moved.success === "cancelled") await piecesOnCancel(trx, orderId)
        if (moved.success === "waiting") await piecesOnConfirm(trx, orderId, request.nowIso)
        const stamps = {
          ...(moved.success === "ready" ? { ready_at: request.nowIso } : {}),
          ...(moved.success === "delivered" ? { delivered_at: request.nowIso } : {}),
        }
        await trx
          .updateTable("orders")
          .set({ production_state: moved.success, updated_at: request.nowIso, ...stamps })
          .where("id", "=", orderId)
          .execute()
        await writeNotices(
          trx,
          current,
          request.notices({ ...current, production_state: moved.success }, current),
          request.userId,
          request.nowIso,
        )
        return { moved: orderId }
      }),
    moveCheque: (chequeId, request) =>
      db.transaction().execute(async (trx): Promise<StateOutcome> => {
        const row = await trx
          .selectFrom("cheques")
          .innerJoin("invoices", "invoices.id", "cheques.invoice_id")
          .select(["cheques.state", "cheques.sayad_id", "invoices.serial_number"])
          .where("cheques.id", "=", chequeId)
          .$if(dialect === "postgres", (q) => q.forUpdate("cheques"))
          .executeTakeFirst()
        if (row === undefined) return { refused: "missing" }
        const current: ChequeMoveRow = {
          state: row.state as ChequeState,
          sayad_id: row.sayad_id,
          serial_number: Number(row.serial_number),
        }
        const refused = request.refuse?.(current)
        if (refused !== undefined) return { invalid: refused }
        const moved = request.decide(current.state, request.to)
        if (Result.isFailure(moved)) return { invalid: moved.failure.message }
        await trx
          .updateTable("cheques")
          .set({ state: moved.success, updated_at: request.nowIso })
          .where("id", "=", chequeId)
          .execute()
        await writeNotices(
          trx,
          current,
          request.notices({ ...current, state: moved.success }, current),
          request.userId,
          request.nowIso,
        )
        return { moved: chequeId }
      }),
  }
}
