import { defaultProductionSettings } from "../../../domain/production/ProductionSettings.ts"
import type { SettingsForm } from "../../../domain/settings/SettingsForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { emptyProductionValues, productionValuesOf, type ProductionValues } from "./ProductionSettingsFields.tsx"

/** The form's values as typed: numbers kept as text, so «۰٫۳» is typed over as it stands. */
export interface Values {
  readonly name: string | null
  readonly national_id: string | null
  readonly economic_code: string | null
  readonly postal_code: string | null
  readonly address: string | null
  readonly phone: string | null
  readonly memory_id: string | null
  readonly pre_invoice_valid_days: string | null
  readonly tempered_min_area: string | null
  readonly fare_sstid: string | null
  readonly unit_code: string | null
  readonly vat_rates: ReadonlyArray<{ readonly from: string | null; readonly percent: string | null }>
  readonly products: ReadonlyArray<{ readonly id: number; readonly min_area: string | null; readonly sstid: string | null }>
  readonly production: ProductionValues
  readonly version: number
}

/** The form before the settings have loaded. */
export const initial: Values = {
  name: null,
  national_id: null,
  economic_code: null,
  postal_code: null,
  address: null,
  phone: null,
  memory_id: null,
  pre_invoice_valid_days: null,
  tempered_min_area: null,
  fare_sstid: null,
  unit_code: null,
  vat_rates: [],
  products: [],
  production: emptyProductionValues,
  version: 0,
}

/** A code's digits are shown in Persian like every other number (the domain reads both alike); free text keeps what was typed. */
export const persian = (text: string | null): string | null => (text === null ? null : toPersianDigits(text))

/** The form's values of the stored settings, codes in Persian digits. */
export const valuesOf = (form: SettingsForm): Values => ({
  ...form,
  name: form.name,
  national_id: persian(form.national_id),
  economic_code: persian(form.economic_code),
  postal_code: persian(form.postal_code),
  address: form.address,
  phone: persian(form.phone),
  memory_id: persian(form.memory_id),
  fare_sstid: persian(form.fare_sstid),
  unit_code: persian(form.unit_code),
  pre_invoice_valid_days: String(form.pre_invoice_valid_days),
  tempered_min_area: String(form.tempered_min_area),
  vat_rates: form.vat_rates.map((rate) => ({ from: rate.from, percent: String(rate.percent) })),
  products: form.products.map((product) => ({
    id: product.id,
    min_area: String(product.min_area),
    sstid: persian(product.sstid),
  })),
  production: productionValuesOf(form.production ?? defaultProductionSettings),
})
