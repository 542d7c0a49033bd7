import type { VatRate } from "../invoice/PricingSettings.ts"
import { toPersianDigits } from "../text/digits.ts"
import { flatProductionSettings, productionFieldLabels } from "./ProductionSettingsForm.ts"
import { basisPointsToPercent, mm2ToSquareMetres, type StoredSettings } from "./SettingsForm.ts"

/** One changed setting in a revision: its form field (`products.3.sstid` names the product by id), before and after. */
export interface SettingsChange {
  readonly field: string
  readonly before: string | number | null
  readonly after: string | number | null
}

/** The rates as one phrase, the percent before its date so it reads in order right to left: «9% از 1300/01/01، 10% از 1403/01/01». */
const vatRatesText = (rates: ReadonlyArray<VatRate>): string =>
  rates.map((rate) => `${basisPointsToPercent(rate.basis_points)}% از ${rate.from}`).join("، ")

/** The flat values a revision compares, one per form field. */
const flatSettings = (settings: StoredSettings): ReadonlyArray<readonly [string, string | number | null]> => [
  ["name", settings.company.name],
  ["national_id", settings.company.national_id],
  ["economic_code", settings.company.economic_code],
  ["postal_code", settings.company.postal_code],
  ["address", settings.company.address],
  ["phone", settings.company.phone],
  ["memory_id", settings.tax.memory_id],
  ["pre_invoice_valid_days", settings.company.pre_invoice_valid_days],
  ["tempered_min_area", mm2ToSquareMetres(settings.pricing.tempered_min_area_mm2)],
  ["fare_sstid", settings.tax.fare_sstid],
  ["unit_code", settings.tax.unit_code],
  ["vat_rates", vatRatesText(settings.pricing.vat_rates)],
  ...settings.products.flatMap((product): ReadonlyArray<readonly [string, string | number | null]> => [
    [`products.${product.id}.min_area`, mm2ToSquareMetres(product.min_area_mm2)],
    [`products.${product.id}.sstid`, product.sstid],
  ]),
  ...flatProductionSettings(settings.production),
]

/** What changed from one stored settings to the next, field by field in the form's order; nothing when they are equal. */
export const settingsChanges = (before: StoredSettings, after: StoredSettings): ReadonlyArray<SettingsChange> => {
  const old = new Map(flatSettings(before))
  return flatSettings(after).flatMap(([field, value]) => {
    const previous = old.has(field) ? (old.get(field) ?? null) : null
    return previous === value ? [] : [{ field, before: previous, after: value }]
  })
}

/** The Persian names of the settings' fields, as a revision lists them. */
export const settingsFieldLabels: Readonly<Record<string, string>> = {
  name: "نام شرکت",
  national_id: "شناسه ملی",
  economic_code: "کد اقتصادی",
  postal_code: "کد پستی",
  address: "نشانی",
  phone: "تلفن",
  memory_id: "شناسه یکتای حافظه مالیاتی",
  pre_invoice_valid_days: "اعتبار پیش‌فاکتور (روز)",
  tempered_min_area: "حداقل متراژ سکوریت (متر مربع)",
  fare_sstid: "شناسه کالا/خدمت کرایه حمل",
  unit_code: "کد واحد اندازه‌گیری",
  vat_rates: "نرخ‌های مالیات بر ارزش افزوده",
  ...productionFieldLabels,
}

/** A revision's value as the history shows it: Persian digits and decimal sign, «٪» for a percent, «—» for none. */
export const settingsValueText = (value: string | number | null): string =>
  value === null || value === ""
    ? "—"
    : toPersianDigits(String(value))
        .replace(/(\d)\.(\d)/gu, "$1٫$2")
        .replace(/([۰-۹])\.([۰-۹])/g, "$1٫$2")
        .replace(/%/g, "٪")

/** The Persian name of a revision's field; a product's fields carry the product's name. */
export const settingsFieldLabel = (field: string, productName: (id: number) => string): string => {
  const product = /^products\.(\d+)\.(min_area|sstid)$/.exec(field)
  if (product) return `${product[2] === "min_area" ? "حداقل متراژ" : "شناسه کالا/خدمت"} ${productName(Number(product[1]))}`
  return settingsFieldLabels[field] ?? field
}
