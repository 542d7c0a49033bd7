import type { components } from "../../../../contract/schema.d.ts"
import { invoiceBodyOf } from "../../../../domain/invoice/InvoiceBody.ts"
import { keptChoicesOf, nothingKept, type KeptChoices } from "../../../../domain/invoice/KeptChoices.ts"
import type { CreatableKind } from "../../../../domain/invoice/InvoiceOptions.ts"

type Schemas = components["schemas"]

/** The request body of a create or a save, as the contract types it. */
export type InvoiceInput = Schemas["InvoiceInput"]
/** A contract type with its lists readonly, as the draft holds values it never mutates. */
type Held<T> =
  T extends ReadonlyArray<infer E> ? ReadonlyArray<Held<E>> : T extends object ? { readonly [K in keyof T]: Held<T[K]> } : T

/** A line as the editor holds it while the user types: numbers or text, as the contract lets them be sent. */
export type LineInput = Held<Schemas["InvoiceLineInput"]>
/** The header as the editor holds it: every field of the body but its lines. */
export type HeaderInput = Omit<InvoiceInput, "lines">

/** Where a draft starts: its header and lines as typed, the choices the stored invoice holds, and the date it is saved with when none is chosen. */
export interface DraftStart {
  readonly header: HeaderInput
  readonly lines: ReadonlyArray<LineInput>
  readonly kept: KeptChoices
  /** Today in Tehran for a new invoice, the stored date on an edit ("yyyy/MM/dd"). */
  readonly fallbackDate: string
}

/** A line nothing has been chosen for yet: one piece, no product. */
export const emptyLine: LineInput = {
  id: null,
  product_id: null,
  width: null,
  height: null,
  count: 1,
  edge_type: null,
  note: null,
  layers: [],
  laminates: [],
  spacers: [],
  descriptions: [],
}

/** A new invoice of a kind, dated `today` unless a manager picks a date, with one empty line. */
export const newDraftStart = (kind: CreatableKind, today: string): DraftStart => ({
  header: {
    kind,
    customer_id: null,
    sales_expert_id: null,
    date: null,
    fare_id: null,
    rack_type: null,
    shipping_type: null,
    discount_percent: 0,
    note: null,
    version: null,
  },
  lines: [emptyLine],
  kept: nothingKept,
  fallbackDate: today,
})

/** An invoice answer opened for editing: the body that saves it unchanged, at its version, keeping the choices it holds. */
export const editDraftStart = (invoice: Schemas["Invoice"]): DraftStart => {
  const { lines, ...header } = invoiceBodyOf(invoice)
  return { header, lines, kept: keptChoicesOf(invoice), fallbackDate: invoice.date }
}

/** The body of a create or a save: the header and the lines as typed, in a list the contract's client takes. */
export const bodyOf = (header: HeaderInput, lines: ReadonlyArray<LineInput>): InvoiceInput => ({
  ...header,
  lines: lines.map((line) => ({
    ...line,
    layers: [...line.layers],
    laminates: [...line.laminates],
    spacers: [...line.spacers],
    descriptions: [...line.descriptions],
  })),
})

/** A held value as a select or a number input shows it: a number, or null while nothing readable is held. */
export const heldNumber = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined || value === "" || Number.isNaN(Number(value)) ? null : Number(value)
