import type { Result } from "effect"
import type { ChequeId, CustomerId, InvoiceId, OrderId, PaymentId, UserId } from "../../domain/identifiers/Ids.ts"
import type { Rials } from "../../domain/money/Rials.ts"
import type { ChequeForm } from "../../domain/finance/ChequeForm.ts"
import type { ChequeState } from "../../domain/finance/ChequeStates.ts"
import type { OrderState } from "../../domain/finance/OrderStates.ts"
import type { PaymentForm, PaymentMethod } from "../../domain/finance/PaymentForm.ts"
import type { StateMoveRefused } from "../../domain/finance/StateGraph.ts"
import type { InvoiceKind, InvoiceState } from "../../domain/invoice/InvoiceOptions.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { MoveNotice } from "../notification/notificationWriter.ts"
import type { FinanceLists } from "./financeListRecords.ts"
import type { FinanceRefusal } from "./FinanceRefusal.ts"

/** An invoice as its money sees it: who owns it, where it stands, its total and its order. */
export interface InvoiceMoneyHead {
  readonly id: InvoiceId
  readonly serial_number: number
  readonly kind: InvoiceKind
  readonly state: InvoiceState
  readonly sales_expert_id: UserId | null
  readonly customer_id: CustomerId
  readonly customer_name: string
  readonly total: Rials
  readonly order_id: OrderId | null
  readonly production_state: OrderState | null
}

/** A stored payment, with the name of who recorded it. */
export interface PaymentRecord {
  readonly id: PaymentId
  readonly method: PaymentMethod
  readonly amount: Rials
  readonly date: string
  readonly tracking_number: string | null
  readonly created_at: string
  readonly user_name: string | null
}

/** A stored cheque. */
export interface ChequeRecord extends ChequeForm {
  readonly id: ChequeId
  readonly state: ChequeState
  readonly created_at: string
}

/** An invoice with every payment (oldest first) and cheque (by due date). */
export interface InvoiceMoney extends InvoiceMoneyHead {
  readonly payments: ReadonlyArray<PaymentRecord>
  readonly cheques: ReadonlyArray<ChequeRecord>
}

/** A state move as the store makes it: the decision and notices computed from the row re-read inside the transaction. */
export interface StateMoveRequest<State extends string, Row> {
  readonly to: State
  /** The field a refused move's Persian message is answered under. */
  readonly field: string
  readonly userId: UserId
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
  readonly money: (invoiceId: InvoiceId) => Promise<InvoiceMoney | undefined>
  /** Adds a payment or a cheque in one transaction, after `check` passed on the invoice and balance re-read inside it. */
  readonly add: (
    invoiceId: InvoiceId,
    item: MoneyItem,
    check: (money: InvoiceMoney) => FieldErrors | undefined,
  ) => Promise<Result.Result<InvoiceMoney, FinanceRefusal>>
  readonly moveOrder: (
    orderId: OrderId,
    request: StateMoveRequest<OrderState, OrderMoveRow>,
  ) => Promise<Result.Result<OrderId, FinanceRefusal>>
  readonly moveCheque: (
    chequeId: ChequeId,
    request: StateMoveRequest<ChequeState, ChequeMoveRow>,
  ) => Promise<Result.Result<ChequeId, FinanceRefusal>>
}

/** A payment or a cheque to add, with who adds it and when. */
export type MoneyItem =
  | { readonly payment: PaymentForm; readonly userId: UserId; readonly nowIso: string }
  | { readonly cheque: ChequeForm; readonly userId: UserId; readonly nowIso: string }
