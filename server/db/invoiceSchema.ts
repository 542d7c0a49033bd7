import type { Generated } from "kysely"

/** An invoice's header and its priced totals (rials; areas mm², weight grams; discount and VAT in basis points). */
export interface InvoicesTable {
  id: Generated<number>
  serial_number: number
  kind: string
  state: string
  version: number
  customer_id: number
  sales_expert_id: number | null
  created_by: number
  date: string
  fare_id: number | null
  fare_title: string | null
  rack_type: number | null
  shipping_type: number | null
  discount_basis_points: number
  note: string | null
  lines: number
  pieces: number
  area_mm2: number
  weight_grams: number
  subtotal: number
  discount: number
  fare: number
  vat_basis_points: number
  vat: number
  total: number
  /** Payments and cleared cheques, and cheques in hand or deposited (rials): kept by migration 0016's triggers, never written by the app. */
  paid: Generated<number>
  in_cheques: Generated<number>
  /** The serial and the note as a search reads them (server/invoice/invoiceSearch.ts). */
  search_text: string
  created_at: string
  updated_at: string
}

/** One line of an invoice: its place, product and amount as columns, its build-up with the unit prices charged and its figures as JSON. */
export interface InvoiceLinesTable {
  id: Generated<number>
  invoice_id: number
  position: number
  product_id: number
  amount: number
  priced: string
}

/** One revision of an invoice: who, when, the action (create, save, reprice or a move), a rejection's reason, and the invoice as it then stood (JSON). */
export interface InvoiceRevisionsTable {
  id: Generated<number>
  invoice_id: number
  version: number
  user_id: number | null
  action: string
  reason: string | null
  snapshot: string
  created_at: string
}

/** How many invoices a kind and state holds (kept with every create and move). */
export interface InvoiceCountsTable {
  /** Which invoices the row counts (migration 0025): `''` all of the kind and state, `date:yyyy/MM/dd` one day's, `expert:<id>` one expert's. */
  scope: string
  kind: string
  state: string
  /** The writing connection's slot (migration 0022): a kind and state's count is the sum over its slots. */
  slot: Generated<number>
  n: number
}

/** The invoices' tables (invoices.md), part of the back office's schema. */
export interface InvoiceSchema {
  invoices: InvoicesTable
  invoice_lines: InvoiceLinesTable
  invoice_revisions: InvoiceRevisionsTable
  invoice_counts: InvoiceCountsTable
}
