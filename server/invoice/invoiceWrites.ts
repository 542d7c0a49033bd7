import { sql, type RawBuilder, type Transaction } from "kysely"
import type { InvoiceKind, InvoiceState } from "../../domain/invoice/InvoiceOptions.ts"
import type { InvoicePosition } from "../../domain/invoice/InvoiceWorkflow.ts"
import type { LinePrice } from "../../domain/invoice/Pricing.ts"
import type { ResolvedLine } from "../../domain/invoice/ResolvedInvoice.ts"
import type { Dialect } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { invoiceSnapshot } from "./invoiceAnswer.ts"

import type { InvoiceRecord, InvoiceWrite } from "./invoiceRecords.ts"

type Trx = Transaction<Schema>

/** A person's full name, or none. */
export const nameOf = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ""}`.trim()

/** The invoice row's columns a save writes. */
export const headerOf = (write: InvoiceWrite) => {
  const { invoice, price } = write
  return {
    customer_id: invoice.customer_id,
    sales_expert_id: invoice.sales_expert_id,
    date: invoice.date,
    fare_id: invoice.fare_id,
    fare_title: invoice.fare_title,
    rack_type: invoice.rack_type,
    shipping_type: invoice.shipping_type,
    discount_basis_points: Math.round(invoice.discount_percent * 100),
    note: invoice.note,
    lines: invoice.lines.length,
    pieces: price.pieces,
    area_mm2: price.area_mm2,
    weight_grams: price.weight_grams,
    subtotal: price.subtotal,
    discount: price.discount,
    fare: price.fare,
    vat_basis_points: price.vat_basis_points,
    vat: price.vat,
    total: price.total,
    state: write.state,
    updated_at: write.nowIso,
  }
}

/** A line as stored: its build-up (without its id) and its figures, as JSON. */
export const pricedOf = (line: ResolvedLine, price: LinePrice): string => JSON.stringify({ line: { ...line, id: null }, price })

/** Writes the lines of an invoice: a line sent with a stored id is rewritten in place, one without is added, a stored one not sent is removed. */
export const writeLines = async (trx: Trx, invoiceId: number, write: InvoiceWrite) => {
  const keep = write.invoice.lines.flatMap((line) => (line.id === null ? [] : [line.id]))
  await trx
    .deleteFrom("invoice_lines")
    .where("invoice_id", "=", invoiceId)
    .$if(keep.length > 0, (q) => q.where("id", "not in", keep))
    .execute()
  for (const [position, line] of write.invoice.lines.entries()) {
    const values = {
      position,
      product_id: line.product_id,
      amount: write.price.lines[position]?.amount ?? 0,
      priced: pricedOf(line, write.price.lines[position] as LinePrice),
    }
    if (line.id === null)
      await trx
        .insertInto("invoice_lines")
        .values({ ...values, invoice_id: invoiceId })
        .execute()
    else
      await trx.updateTable("invoice_lines").set(values).where("id", "=", line.id).where("invoice_id", "=", invoiceId).execute()
  }
}

/** What the kept counts count an invoice by: its kind and state, its date and its sales expert. */
export interface CountedInvoice extends InvoicePosition {
  readonly date: string
  readonly sales_expert_id: number | null
}

/** Where a stored invoice stands in the kept counts. */
export const countedOf = (row: {
  readonly kind: string
  readonly state: string
  readonly date: string
  readonly sales_expert_id: number | null
}): CountedInvoice => ({
  kind: row.kind as InvoiceKind,
  state: row.state as InvoiceState,
  date: row.date,
  sales_expert_id: row.sales_expert_id,
})

/** Where a saved invoice will stand in the kept counts. */
export const countedOfWrite = (write: InvoiceWrite): CountedInvoice => ({
  kind: write.invoice.kind,
  state: write.state,
  date: write.invoice.date,
  sales_expert_id: write.invoice.sales_expert_id,
})

/** The kept-count scopes an invoice falls in (migration 0025): every invoice, its day's and its expert's. */
export const scopesOf = (invoice: CountedInvoice): ReadonlyArray<string> =>
  ["", `date:${invoice.date}`].concat(invoice.sales_expert_id === null ? [] : [`expert:${invoice.sales_expert_id}`])

/**
 * Moves one invoice's counts from where it stood to where it stands (either side may be absent), in one statement on the
 * connection's own slot; the rows are written in key order, so writers that do share a slot never deadlock.
 */
export const recount = async (
  trx: Trx,
  from: CountedInvoice | undefined,
  to: CountedInvoice | undefined,
  slot: RawBuilder<number>,
) => {
  const changes = new Map<string, { scope: string; kind: string; state: string; n: number }>()
  for (const [invoice, n] of [
    [from, -1],
    [to, 1],
  ] as const) {
    if (invoice === undefined) continue
    for (const scope of scopesOf(invoice)) {
      const key = `${scope}\u0000${invoice.kind}\u0000${invoice.state}`
      const change = changes.get(key) ?? { scope, kind: invoice.kind, state: invoice.state, n: 0 }
      changes.set(key, { ...change, n: change.n + n })
    }
  }
  const steps = [...changes.entries()]
    .filter(([, change]) => change.n !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, change]) => ({ ...change, slot }))
  if (steps.length === 0) return
  await trx
    .insertInto("invoice_counts")
    .values(steps)
    .onConflict((conflict) =>
      conflict.columns(["scope", "kind", "state", "slot"]).doUpdateSet({ n: sql`invoice_counts.n + excluded.n` }),
    )
    .execute()
}

/** Appends the invoice's revision as it now stands (read inside the transaction that changed it). */
export const writeRevision = async (
  trx: Trx,
  record: InvoiceRecord,
  by: { readonly userId: number; readonly action: string; readonly reason: string | null; readonly nowIso: string },
) => {
  await trx
    .insertInto("invoice_revisions")
    .values({
      invoice_id: record.id,
      version: record.version,
      user_id: by.userId,
      action: by.action,
      reason: by.reason,
      snapshot: JSON.stringify(invoiceSnapshot(record)),
      created_at: by.nowIso,
    })
    .execute()
}

/** A search's total, and the kept count of its kind and state: how many invoices walking the list's order could pass. */
export interface SearchTotals {
  readonly total: number
  readonly walked: number
}

/**
 * Whether a searched page (ending at row `end`) is read from the matching ids rather than by walking the list's order until it
 * fills. On SQLite the walk passes about end × walked / total invoices and the matching ids cost about total: the smaller wins.
 * PostgreSQL walks its primary key only when matches are dense and otherwise visits every match's row, so the ids win there up
 * to one invoice in eight (measured at 1,000,000 invoices: docs/server.md, "Search"). Both ways answer the same rows.
 */
export const searchPageFromIds = (dialect: Dialect, { total, walked }: SearchTotals, end: number): boolean =>
  dialect === "postgres" ? total * 8 <= walked : total * total <= end * walked
