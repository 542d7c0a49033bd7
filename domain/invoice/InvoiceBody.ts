/** A line of an invoice body as the editor sends it (invoices.md section 10), every choice by its id or code. */
export interface InvoiceLineBody {
  readonly id: number | null
  readonly product_id: number
  readonly width: number
  readonly height: number
  readonly count: number
  readonly edge_type: number | null
  readonly note: string | null
  readonly layers: ReadonlyArray<{ readonly glass_type_id: number; readonly width_id: number; readonly material: number }>
  readonly laminates: ReadonlyArray<{ readonly laminate_color_id: number; readonly thickness: number; readonly glue: number }>
  readonly spacers: ReadonlyArray<{ readonly spacer_id: number; readonly color: number; readonly glue: number }>
  readonly descriptions: ReadonlyArray<{ readonly description_id: number; readonly quantity: number }>
}

/** An invoice body as the editor sends it: the header, the version it was read at, and the lines. */
export interface InvoiceBody {
  readonly kind: string
  readonly customer_id: number
  readonly sales_expert_id: number | null
  readonly date: string | null
  readonly fare_id: number | null
  readonly rack_type: number | null
  readonly shipping_type: number | null
  readonly discount_percent: number
  readonly note: string | null
  readonly version: number | null
  readonly lines: ReadonlyArray<InvoiceLineBody>
}

/** The line body that saves a stored line unchanged: its choices and sizes, without what pricing added. */
export const lineBodyOf = (line: InvoiceLineBody): InvoiceLineBody => ({
  id: line.id,
  product_id: line.product_id,
  width: line.width,
  height: line.height,
  count: line.count,
  edge_type: line.edge_type,
  note: line.note,
  layers: line.layers.map(({ glass_type_id, width_id, material }) => ({ glass_type_id, width_id, material })),
  laminates: line.laminates.map(({ laminate_color_id, thickness, glue }) => ({ laminate_color_id, thickness, glue })),
  spacers: line.spacers.map(({ spacer_id, color, glue }) => ({ spacer_id, color, glue })),
  descriptions: line.descriptions.map(({ description_id, quantity }) => ({ description_id, quantity })),
})

/** The body that saves an invoice answer unchanged (the editor's starting point on an edit): its header, version and lines, without what pricing added. */
export const invoiceBodyOf = (invoice: InvoiceBody): InvoiceBody => ({
  kind: invoice.kind,
  customer_id: invoice.customer_id,
  sales_expert_id: invoice.sales_expert_id,
  date: invoice.date,
  fare_id: invoice.fare_id,
  rack_type: invoice.rack_type,
  shipping_type: invoice.shipping_type,
  discount_percent: invoice.discount_percent,
  note: invoice.note,
  version: invoice.version,
  lines: invoice.lines.map(lineBodyOf),
})
