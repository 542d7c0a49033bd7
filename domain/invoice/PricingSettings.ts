import { Schema } from "effect"

/** A VAT rate in basis points (1000 = 10 %), in force from a Jalali date ("yyyy/MM/dd") until the next one. */
export interface VatRate {
  readonly from: string
  readonly basis_points: number
}

/** The settings the pricing reads (invoices.md section 3): seeded values, never constants in code. */
export interface PricingSettings {
  readonly vat_rates: ReadonlyArray<VatRate>
  /** The least chargeable area of a tempered or semi-tempered layer, mm². */
  readonly tempered_min_area_mm2: number
  /** Grams per m² of glass per mm of thickness (2.5 kg is 2500). */
  readonly weight_grams_per_m2_mm: number
}

const Whole = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** The stored shape of the pricing settings, checked when read from the settings table. */
export const PricingSettingsSchema = Schema.Struct({
  vat_rates: Schema.Array(
    Schema.Struct({
      from: Schema.String.check(Schema.isPattern(/^\d{4}\/\d{2}\/\d{2}$/)),
      basis_points: Whole.check(Schema.isLessThanOrEqualTo(10_000)),
    }),
  ),
  tempered_min_area_mm2: Whole,
  weight_grams_per_m2_mm: Whole,
})

/** The seeded settings: 9 % VAT before 1403/01/01 and 10 % from it, a 0.5 m² tempering minimum, 2.5 kg per m² per mm. */
export const defaultPricingSettings: PricingSettings = {
  vat_rates: [
    { from: "1300/01/01", basis_points: 900 },
    { from: "1403/01/01", basis_points: 1000 },
  ],
  tempered_min_area_mm2: 500_000,
  weight_grams_per_m2_mm: 2500,
}

/** The VAT rate in force on a date ("yyyy/MM/dd"): the latest rate starting on or before it, none before the first. */
export const vatRateOn = (settings: Pick<PricingSettings, "vat_rates">, date: string): number =>
  settings.vat_rates
    .filter((rate) => rate.from <= date)
    .reduce<VatRate | undefined>((latest, rate) => (latest === undefined || rate.from >= latest.from ? rate : latest), undefined)
    ?.basis_points ?? 0
