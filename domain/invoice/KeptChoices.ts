/** The reference ids an invoice already holds: they stay allowed when saved again even if deactivated since. */
export interface KeptChoices {
  readonly customer_id?: number
  readonly fare_id?: number | null
  readonly glass_type_ids: ReadonlyArray<number>
  readonly width_ids: ReadonlyArray<number>
  readonly laminate_color_ids: ReadonlyArray<number>
  readonly spacer_ids: ReadonlyArray<number>
  readonly description_ids: ReadonlyArray<number>
}

/** Nothing kept: a new invoice. */
export const nothingKept: KeptChoices = {
  glass_type_ids: [],
  width_ids: [],
  laminate_color_ids: [],
  spacer_ids: [],
  description_ids: [],
}

/** A line's choices as a stored invoice or its answer holds them. */
export interface HeldLine {
  readonly layers: ReadonlyArray<{ readonly glass_type_id: number; readonly width_id: number }>
  readonly laminates: ReadonlyArray<{ readonly laminate_color_id: number }>
  readonly spacers: ReadonlyArray<{ readonly spacer_id: number }>
  readonly descriptions: ReadonlyArray<{ readonly description_id: number }>
}

/** The choices a stored invoice holds anywhere (the whole invoice, not per line), kept when it is saved again. */
export const keptChoicesOf = (invoice: {
  readonly customer_id: number
  readonly fare_id: number | null
  readonly lines: ReadonlyArray<HeldLine>
}): KeptChoices => ({
  customer_id: invoice.customer_id,
  fare_id: invoice.fare_id,
  glass_type_ids: invoice.lines.flatMap((line) => line.layers.map((layer) => layer.glass_type_id)),
  width_ids: invoice.lines.flatMap((line) => line.layers.map((layer) => layer.width_id)),
  laminate_color_ids: invoice.lines.flatMap((line) => line.laminates.map((laminate) => laminate.laminate_color_id)),
  spacer_ids: invoice.lines.flatMap((line) => line.spacers.map((spacer) => spacer.spacer_id)),
  description_ids: invoice.lines.flatMap((line) => line.descriptions.map((description) => description.description_id)),
})

/** Whether an item may be chosen: an active one, or one the invoice already holds; undefined when there is no such item. */
export const usable = (
  item: { readonly id: number; readonly is_active: boolean } | undefined,
  kept: ReadonlyArray<number>,
): boolean | undefined => (item === undefined ? undefined : item.is_active || kept.includes(item.id))
