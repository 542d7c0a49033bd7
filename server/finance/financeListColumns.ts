import { sql } from "kysely"
import type { OrderFilter } from "./financeListRecords.ts"

// An invoice's balance as migration 0016's triggers keep it, by the domain's rule (paid = payments + cleared cheques; in cheques = in hand or deposited).
export const paidOf = sql<number>`invoices.paid`
export const inChequesOf = sql<number>`invoices.in_cheques`
export const remainingOf = sql<number>`(invoices.total - invoices.paid)`

/** Whether a filter reads the invoice or the customer; one that does not counts orders (cheques) alone, as every order and cheque has its invoice and customer by foreign key. */
export const readsInvoice = (filter: OrderFilter) =>
  filter.serialNumber !== undefined || filter.customerId !== undefined || filter.search !== undefined
