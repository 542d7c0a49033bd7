import type { ChequeId, OrderId } from "../../domain/identifiers/Ids.ts"
import type { ChequeState } from "../../domain/finance/ChequeStates.ts"
import type { OrderState } from "../../domain/finance/OrderStates.ts"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import type { Page, PageRequest } from "../db/paging.ts"

/** An order as its list shows it, with its invoice's balance. */
export interface OrderListRow {
  readonly id: number
  readonly invoice_id: number
  readonly serial_number: number
  readonly customer_id: number
  readonly customer_name: string
  readonly total: number
  readonly paid: number
  readonly in_cheques: number
  readonly remaining: number
  readonly production_state: OrderState
  /** Whether the order has pieces, so its production state follows their scans (production.md section 6). */
  readonly follows_pieces: boolean
  readonly ready_at: string | null
  readonly delivered_at: string | null
  readonly created_at: string
}

/** A cheque as its list shows it, with its invoice and customer. */
export interface ChequeListRow {
  readonly id: number
  readonly sayad_id: string
  readonly serial: string
  readonly bank: string
  readonly drawer: string
  readonly due_date: string
  readonly amount: number
  readonly state: ChequeState
  readonly created_at: string
  readonly invoice_id: number
  readonly serial_number: number
  readonly customer_id: number
  readonly customer_name: string
}

/** The filters of the order list (invoices.md section 10). */
export interface OrderFilter {
  readonly serialNumber?: number | undefined
  readonly customerId?: number | undefined
  readonly productionState?: OrderState | undefined
  readonly hasBalance?: boolean | undefined
  readonly search?: string | undefined
}

/** The filters of the cheque list; `from` and `to` bound the due date. */
export interface ChequeFilter {
  readonly state?: ChequeState | undefined
  /** One cheque by its Sayad ID (the search everywhere's). */
  readonly sayadId?: string | undefined
  readonly bank?: string | undefined
  readonly customerId?: number | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
}

export type OrderSort = ListSort<SortKeyOf<"orders">> | undefined
export type ChequeSort = ListSort<SortKeyOf<"cheques">> | undefined

/** A count and a sum of rials. */
export interface CountAmount {
  readonly count: number
  readonly amount: number
}

/** The financial manager's desk: what the dashboard counts. */
export interface FinanceDesk {
  readonly chequesDue: CountAmount
  readonly ordersAwaitingConfirmation: number
  readonly ordersWithBalance: CountAmount
}

/** The reads of the order and cheque lists. */
export interface FinanceLists {
  readonly orders: (filter: OrderFilter, request: PageRequest, sort?: OrderSort) => Promise<Page<OrderListRow>>
  readonly order: (id: OrderId) => Promise<OrderListRow | undefined>
  readonly cheques: (
    filter: ChequeFilter,
    request: PageRequest,
    sort?: ChequeSort,
  ) => Promise<Page<ChequeListRow> & { readonly totals: Readonly<Record<ChequeState, CountAmount>> }>
  readonly cheque: (id: ChequeId) => Promise<ChequeListRow | undefined>
  /** Cheques in hand due by `dueUntil`, orders awaiting confirmation, orders with a balance. */
  readonly desk: (dueUntil: string) => Promise<FinanceDesk>
}
