/** Float glass weighs 2.5 kg per m² for every millimetre of thickness (production.md section 7's racks bear it). */
export const kilogramsPerSquareMetreMillimetre = 2.5

/** A pane's size as its weight needs it: finished width and height (mm) and thickness (mm). */
export interface WeighedPane {
  readonly finished_width: number
  readonly finished_height: number
  readonly thickness: number
}

/** A pane's weight in whole grams: width × height × thickness ÷ 400 (2.5 kg/m²/mm), rounded half up. */
export const paneWeightGrams = (pane: WeighedPane): number =>
  Math.floor((pane.finished_width * pane.finished_height * Number(pane.thickness)) / 400 + 0.5)

/** A unit's weight in grams: the sum of its current panes' (a broken pane's remake stands in for it). */
export const unitWeightGrams = (panes: ReadonlyArray<WeighedPane & { readonly state: string }>): number =>
  panes.filter((pane) => pane.state !== "broken").reduce((sum, pane) => sum + paneWeightGrams(pane), 0)
