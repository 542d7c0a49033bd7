import type { Generated } from "kysely"

/** The order of a formal invoice (invoices.md section 8): its production state and when it became ready and was delivered. */
export interface OrdersTable {
  id: Generated<number>
  invoice_id: number
  production_state: string
  ready_at: string | null
  delivered_at: string | null
  /** The date promised by the production manager (Jalali "yyyy/MM/dd"). */
  promised_date: Generated<string | null>
  created_at: string
  updated_at: string
}

/** How many orders each production state holds, how many of them owe (invoice total above paid) and what they owe (rials); kept by triggers. */
export interface OrderCountsTable {
  production_state: string
  /** The writing connection's slot (migration 0022): a state's figures are the sum over its slots. */
  slot: Generated<number>
  n: number
  with_balance: number
  remaining: number
}

/** How many cheques each state holds and their amount (rials); kept by triggers. */
export interface ChequeTotalsTable {
  state: string
  /** The writing connection's slot (migration 0022): a state's figures are the sum over its slots. */
  slot: Generated<number>
  n: number
  amount: number
}

/** Kept cheque figures by bank as typed and state (migration 0028), summed over slots: what a bank filter's totals add up. */
export interface ChequeBankTotalsTable {
  bank: string
  state: string
  slot: Generated<number>
  n: number
  amount: number
}

/** A payment on an invoice: method, whole rials, Jalali date, the bank's tracking number, who recorded it. */
export interface PaymentsTable {
  id: Generated<number>
  invoice_id: number
  method: string
  amount: number
  date: string
  tracking_number: string | null
  user_id: number | null
  created_at: string
}

/** A cheque taken for an invoice, with its state (in_hand, deposited, cleared, bounced, returned). */
export interface ChequesTable {
  id: Generated<number>
  invoice_id: number
  sayad_id: string
  serial: string
  bank: string
  drawer: string
  due_date: string
  amount: number
  state: string
  user_id: number | null
  created_at: string
  updated_at: string
}

/** The tables of orders, payments and cheques (invoices.md section 8), part of the back office's schema. */
export interface FinanceSchema {
  orders: OrdersTable
  payments: PaymentsTable
  cheques: ChequesTable
  order_counts: OrderCountsTable
  cheque_totals: ChequeTotalsTable
  cheque_bank_totals: ChequeBankTotalsTable
}
