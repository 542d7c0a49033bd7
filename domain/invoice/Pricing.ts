import { Data, Result } from "effect"
import { amountInWordsWithUnit, Rials } from "../money/Rials.ts"
import { maxRials } from "../money/RialsField.ts"
import { buildUps } from "./InvoiceOptions.ts"
import { vatRateOn, type PricingSettings } from "./PricingSettings.ts"
import type { ResolvedInvoice, ResolvedLine } from "./ResolvedInvoice.ts"

/** A line's figures: areas in mm², the perimeter in mm, the weight in grams, the amount in rials. */
export interface LinePrice {
  readonly area_mm2: number
  /** The chargeable area of each layer, in layer order. */
  readonly layer_chargeable_mm2: ReadonlyArray<number>
  readonly chargeable_mm2: number
  readonly perimeter_mm: number
  readonly weight_grams: number
  readonly amount: number
}

/** An invoice's figures, every amount in whole rials. */
export interface InvoicePrice {
  readonly lines: ReadonlyArray<LinePrice>
  readonly pieces: number
  readonly area_mm2: number
  readonly weight_grams: number
  readonly subtotal: Rials
  readonly discount: Rials
  readonly fare: Rials
  readonly vat_basis_points: number
  readonly vat: Rials
  readonly total: Rials
  readonly total_in_words: string
}

/** The invoice's amounts pass the largest amount the back office stores. */
export class TotalTooLarge extends Data.TaggedError("TotalTooLarge")<{ readonly subtotal: bigint; readonly total: bigint }> {}

const micro = 1_000_000n
const big = BigInt

/** n / d rounded half up, for n ≥ 0 and d > 0. */
export const roundHalfUp = (numerator: bigint, denominator: bigint): bigint => (2n * numerator + denominator) / (2n * denominator)

const max = (values: ReadonlyArray<bigint>): bigint => values.reduce((a, b) => (b > a ? b : a), 0n)

/** A layer's chargeable area: the piece's, raised to the product's minimum, and to the tempering minimum for tempered or semi-tempered glass. */
export const chargeableArea = (areaMm2: number, productMinMm2: number, temperedMinMm2: number, material: number): number =>
  Math.max(areaMm2, productMinMm2, material === 1 ? 0 : temperedMinMm2)

/** The price of one piece in millionths of a rial (rials per m² times mm²), exactly. */
const piecePriceMicro = (line: ResolvedLine, layerChargeable: ReadonlyArray<bigint>, perimeterMm: bigint): bigint => {
  const glass = line.layers.reduce((sum, layer, index) => sum + (layerChargeable[index] ?? 0n) * big(layer.unit_price), 0n)
  const pairs = buildUps[line.structure].pairs
  const laminates = line.laminates.reduce((sum, laminate, index) => {
    const [a, b] = pairs[index] ?? [0, 0]
    const pairArea = max([layerChargeable[a] ?? 0n, layerChargeable[b] ?? 0n])
    return sum + pairArea * big(laminate.unit_price) * big(laminate.films)
  }, 0n)
  const spacers = line.spacers.reduce((sum, spacer) => sum + perimeterMm * big(spacer.unit_price) * 1000n, 0n)
  const largest = max(layerChargeable)
  const descriptions = line.descriptions.reduce((sum, description) => {
    const each = big(description.unit_price) * big(description.quantity)
    const per = description.unit === "piece" ? micro : description.unit === "square_meter" ? largest : perimeterMm * 1000n
    return sum + each * per
  }, 0n)
  return glass + laminates + spacers + descriptions
}

/**
 * One piece's share of a line's amount, for a printed invoice's unit column: amount / count rounded half up, exactly.
 * The line's amount stays what was charged (count × the exact piece price, rounded once), so share × count may differ
 * from it by less than count / 2 rials.
 */
export const pieceShareOf = (amount: number, count: number): number => Number(roundHalfUp(big(amount), big(count)))

/** A line priced on its own: its figures, its pieces, and its amount exactly (it may pass what a number holds when the invoice is too large to store). */
export interface LinePricing {
  readonly figures: LinePrice
  readonly pieces: number
  readonly amount: bigint
}

/** The header figures the totals read: the discount percent, the date the VAT rate is taken on, and the fare's amount. */
export type TotalsHeader = Pick<ResolvedInvoice, "discount_percent" | "date" | "fare_amount">

/** Prices one resolved line (invoices.md section 3): count × piece price, rounded half up to whole rials once. */
export const priceLine = (line: ResolvedLine, settings: PricingSettings): LinePricing => {
  const area = line.width * line.height
  const layerChargeable = line.layers.map((layer) =>
    chargeableArea(area, line.min_area_mm2, settings.tempered_min_area_mm2, layer.material),
  )
  const perimeter = 2 * (line.width + line.height)
  const hundredthsOfMm = line.layers.reduce((sum, layer) => sum + big(Math.round(layer.thickness * 100)), 0n)
  const weight = roundHalfUp(big(area) * big(line.count) * hundredthsOfMm * big(settings.weight_grams_per_m2_mm), micro * 100n)
  const amount = roundHalfUp(big(line.count) * piecePriceMicro(line, layerChargeable.map(big), big(perimeter)), micro)
  const figures = {
    area_mm2: area,
    layer_chargeable_mm2: layerChargeable,
    chargeable_mm2: Math.max(0, ...layerChargeable),
    perimeter_mm: perimeter,
    weight_grams: Number(weight),
    amount: Number(amount),
  }
  return { figures, pieces: line.count, amount }
}

/** The totals of priced lines under a header: subtotal, discount and VAT rounded half up once each; fails past the largest stored amount. */
export const totalsOf = (
  lines: ReadonlyArray<LinePricing>,
  header: TotalsHeader,
  settings: PricingSettings,
): Result.Result<InvoicePrice, TotalTooLarge> => {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0n)
  const discount = roundHalfUp(subtotal * big(Math.round(header.discount_percent * 100)), 10_000n)
  const fare = big(header.fare_amount)
  const basisPoints = vatRateOn(settings, header.date)
  const taxable = subtotal - discount + fare
  const vat = roundHalfUp(taxable * big(basisPoints), 10_000n)
  const total = taxable + vat
  // Past this check every amount is a safe whole number: the lines and the discount are at most the subtotal, the VAT at most the total.
  if (subtotal > big(maxRials) || total > big(maxRials)) return Result.fail(new TotalTooLarge({ subtotal, total }))
  return Result.succeed({
    lines: lines.map((line) => line.figures),
    pieces: lines.reduce((sum, line) => sum + line.pieces, 0),
    area_mm2: lines.reduce((sum, line) => sum + line.figures.area_mm2 * line.pieces, 0),
    weight_grams: lines.reduce((sum, line) => sum + line.figures.weight_grams, 0),
    subtotal: Rials(Number(subtotal)),
    discount: Rials(Number(discount)),
    fare: Rials(Number(fare)),
    vat_basis_points: basisPoints,
    vat: Rials(Number(vat)),
    total: Rials(Number(total)),
    total_in_words: amountInWordsWithUnit(Number(total)),
  })
}

/**
 * Prices an invoice exactly (invoices.md section 3): the totals of its lines priced one by one; fails when the subtotal
 * or the total passes the largest stored amount.
 */
export const priceInvoice = (invoice: ResolvedInvoice, settings: PricingSettings): Result.Result<InvoicePrice, TotalTooLarge> =>
  totalsOf(
    invoice.lines.map((line) => priceLine(line, settings)),
    invoice,
    settings,
  )
