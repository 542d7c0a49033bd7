import { Option, Result, Schema, SchemaTransformation } from "effect"
import { formatJalali, parseJalali } from "../calendar/Jalali.ts"
import { codeDigits, OptionalCode, RequiredCode } from "../identifiers/CodeField.ts"
import { NationalId } from "../identifiers/NationalId.ts"
import { PostalCode } from "../identifiers/PostalCode.ts"
import type { PricingSettings, VatRate } from "../invoice/PricingSettings.ts"
import { taxIdMessages } from "../invoice/TaxId.ts"
import { distinctBy, RowList } from "../invoice/InvoiceFields.ts"
import { formBody } from "../validation/FormBody.ts"
import { BoundedNumber } from "../validation/NumberField.ts"
import { RequiredText } from "../validation/TextFields.ts"
import { toPersianDigits } from "../text/digits.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { DigitsField } from "../validation/fields.ts"
import type { CompanySettings } from "./CompanySettings.ts"
import type { ProductionSettings } from "../production/ProductionSettings.ts"
import { productionSettingsOfForm, ProductionSettingsFormSchema } from "./ProductionSettingsForm.ts"

/** The most VAT rates the settings keep (one a year for half a century). */
export const maxVatRates = 50
/** The largest minimum area a setting may hold, m². */
export const maxMinimumArea = 10

/** The Persian messages of the settings form. */
export const settingsMessages = {
  nameRequired: "وارد کردن نام شرکت اجباری است",
  nameTooLong: "نام شرکت باید حداکثر ۱۰۰ کاراکتر باشد",
  economicCodeRequired: "وارد کردن کد اقتصادی اجباری است",
  economicCodeInvalid: "کد اقتصادی باید ۱۱ یا ۱۲ رقم باشد",
  addressRequired: "وارد کردن نشانی اجباری است",
  addressTooLong: "نشانی باید حداکثر ۳۰۰ کاراکتر باشد",
  phoneRequired: "وارد کردن شماره تلفن اجباری است",
  phoneInvalid: "شماره تلفن باید ۱۱ رقم و با ۰ آغاز شود",
  memoryIdInvalid: taxIdMessages.memoryId,
  validDaysRequired: "وارد کردن مدت اعتبار پیش‌فاکتور اجباری است",
  validDaysOutOfRange: "مدت اعتبار پیش‌فاکتور باید بین ۱ و ۳۶۵ روز باشد",
  validDaysFraction: "مدت اعتبار پیش‌فاکتور باید عدد صحیح باشد",
  areaRequired: "وارد کردن حداقل متراژ اجباری است",
  areaOutOfRange: `حداقل متراژ باید بین ۰ و ${toPersianDigits(maxMinimumArea)} متر مربع باشد`,
  areaFraction: "حداقل متراژ حداکثر دو رقم اعشار دارد",
  sstidInvalid: "شناسه کالا/خدمت باید ۱۳ رقم باشد",
  unitCodeInvalid: "کد واحد اندازه‌گیری باید حداکثر ۸ رقم باشد",
  vatRatesTooFew: "دست‌کم یک نرخ مالیات بر ارزش افزوده لازم است",
  vatRatesTooMany: `حداکثر ${toPersianDigits(maxVatRates)} نرخ مالیات بر ارزش افزوده پذیرفته است`,
  vatFromRequired: "تاریخ شروع نرخ را وارد کنید",
  vatFromInvalid: "تاریخ شروع نرخ نامعتبر است",
  vatFromRepeated: "برای این تاریخ نرخ دیگری ثبت شده است",
  vatPercentRequired: "وارد کردن درصد مالیات اجباری است",
  vatPercentOutOfRange: "درصد مالیات باید بین ۰ و ۱۰۰ باشد",
  vatPercentFraction: "درصد مالیات حداکثر دو رقم اعشار دارد",
  productsTooMany: "فهرست محصولات بیش از حد بلند است",
  productInvalid: "محصول انتخاب‌شده نامعتبر است",
  productRepeated: "این محصول دو بار آمده است",
  versionInvalid: "نسخه تنظیمات نامعتبر است",
  stale: "تنظیمات در این فاصله تغییر کرده است؛ صفحه را دوباره بارگذاری کنید",
} as const

/** An area in m² as staff type it (up to two decimals), within 0 and the largest minimum. */
const SquareMetres = BoundedNumber(
  {
    required: settingsMessages.areaRequired,
    outOfRange: settingsMessages.areaOutOfRange,
    fraction: settingsMessages.areaFraction,
  },
  { min: 0, max: maxMinimumArea, decimals: 2 },
)

/** A 13-digit product or service ID of the tax office (شناسه کالا/خدمت); empty is none yet. */
const Sstid = OptionalCode((digits) => /^\d{13}$/.test(digits), settingsMessages.sstidInvalid)

/** A required Jalali date («۱۴۰۳/۰۱/۰۱» or "1403/1/1"), answered as "yyyy/MM/dd". */
const RequiredJalaliDate = (required: string, invalid: string) =>
  DigitsField.check(
    Schema.isMinLength(1, { message: required }),
    Schema.makeFilter((text: string) => text === "" || Option.isSome(parseJalali(text)), { message: invalid }),
  ).pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.transform<string, string>({
        decode: (text) => Option.match(parseJalali(text), { onNone: () => text, onSome: formatJalali }),
        encode: (date) => date,
      }),
    ),
  )

/** The memory ID (شناسه یکتای حافظه مالیاتی): six English letters or digits, read in capitals; empty is none yet. */
const MemoryId = OptionalCode(
  (text) => /^[A-Z0-9]{6}$/.test(text),
  settingsMessages.memoryIdInvalid,
  (text) => codeDigits(text).toUpperCase(),
)

const VatRateRow = Schema.Struct({
  from: RequiredJalaliDate(settingsMessages.vatFromRequired, settingsMessages.vatFromInvalid),
  percent: BoundedNumber(
    {
      required: settingsMessages.vatPercentRequired,
      outOfRange: settingsMessages.vatPercentOutOfRange,
      fraction: settingsMessages.vatPercentFraction,
    },
    { min: 0, max: 100, decimals: 2 },
  ),
})

const ProductRow = Schema.Struct({
  id: RequiredCode((digits) => /^[1-9]\d{0,9}$/.test(digits), {
    required: settingsMessages.productInvalid,
    invalid: settingsMessages.productInvalid,
  }).pipe(Schema.decodeTo(Schema.Number, SchemaTransformation.transform<number, string>({ decode: Number, encode: String }))),
  min_area: SquareMetres,
  sstid: Sstid,
})

/** The settings form (`PUT /Admin/settings`): the company, the tax office's codes, the VAT rates and the pricing's minimums. */
export const SettingsFormSchema = Schema.Struct({
  name: RequiredText({ required: settingsMessages.nameRequired, tooLong: settingsMessages.nameTooLong }, 100),
  national_id: NationalId,
  economic_code: RequiredCode((digits) => /^\d{11,12}$/.test(digits), {
    required: settingsMessages.economicCodeRequired,
    invalid: settingsMessages.economicCodeInvalid,
  }),
  postal_code: PostalCode,
  address: RequiredText({ required: settingsMessages.addressRequired, tooLong: settingsMessages.addressTooLong }, 300),
  phone: RequiredCode((digits) => /^0\d{10}$/.test(digits), {
    required: settingsMessages.phoneRequired,
    invalid: settingsMessages.phoneInvalid,
  }),
  memory_id: MemoryId,
  pre_invoice_valid_days: BoundedNumber(
    {
      required: settingsMessages.validDaysRequired,
      outOfRange: settingsMessages.validDaysOutOfRange,
      fraction: settingsMessages.validDaysFraction,
    },
    { min: 1, max: 365, decimals: 0 },
  ),
  tempered_min_area: SquareMetres,
  fare_sstid: Sstid,
  unit_code: OptionalCode((digits) => /^\d{1,8}$/.test(digits), settingsMessages.unitCodeInvalid),
  vat_rates: RowList(VatRateRow, {
    min: 1,
    max: maxVatRates,
    tooFew: settingsMessages.vatRatesTooFew,
    tooMany: settingsMessages.vatRatesTooMany,
  }).check(
    Schema.makeFilter((rows: ReadonlyArray<{ readonly from: string }>) =>
      rows.flatMap((row, index) =>
        rows.findIndex((other) => other.from === row.from) < index
          ? [{ path: [index, "from"], issue: settingsMessages.vatFromRepeated }]
          : [],
      ),
    ),
  ),
  products: RowList(ProductRow, {
    min: 0,
    max: 1000,
    tooFew: settingsMessages.productsTooMany,
    tooMany: settingsMessages.productsTooMany,
  }).check(distinctBy("id", settingsMessages.productRepeated)),
  // A client that leaves the production group out (one older than it) keeps the stored production settings.
  production: Schema.optionalKey(ProductionSettingsFormSchema),
  version: BoundedNumber(
    {
      required: settingsMessages.versionInvalid,
      outOfRange: settingsMessages.versionInvalid,
      fraction: settingsMessages.versionInvalid,
    },
    { min: 0, max: 1_000_000_000, decimals: 0 },
  ),
})
export type SettingsForm = typeof SettingsFormSchema.Type

const validateForm = validateWith(SettingsFormSchema)

/** Checks the settings form, answering the decoded settings or each field's first Persian message (`vat_rates.1.from`). */
export const validateSettingsForm = (input: unknown): Result.Result<SettingsForm, FieldErrors> => validateForm(formBody(input))

/** m² with up to two decimals as whole mm² (0.3 → 300,000), exactly: the decimals are read from the number's own text. */
export const squareMetresToMm2 = (squareMetres: number): number => {
  const [whole = "0", fraction = ""] = String(squareMetres).split(".")
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, "0").slice(0, 6))
}

/** Whole mm² as m² (300,000 → 0.3). */
export const mm2ToSquareMetres = (mm2: number): number =>
  Number(`${Math.trunc(mm2 / 1_000_000)}.${String(mm2 % 1_000_000).padStart(6, "0")}`)

/** A percent with up to two decimals as basis points (9.5 → 950), exactly. */
export const percentToBasisPoints = (percent: number): number => {
  const [whole = "0", fraction = ""] = String(percent).split(".")
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2))
}

/** Basis points as a percent (950 → 9.5). */
export const basisPointsToPercent = (basisPoints: number): number =>
  Number(`${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, "0")}`)

/** The tax office's codes the export reads: the memory ID, the fare's product code and the unit a line is counted in. */
export interface TaxSettings {
  readonly memory_id: string | null
  readonly fare_sstid: string | null
  /** The tax office's unit code (مقیاس) of one invoice line as sold. */
  readonly unit_code: string | null
}

/** A product's settings: its minimum chargeable area in mm² and its tax code. */
export interface ProductSettings {
  readonly id: number
  readonly name: string
  readonly min_area_mm2: number
  readonly sstid: string | null
}

/** Every setting as stored: the pieces the settings form edits together. */
export interface StoredSettings {
  readonly company: CompanySettings
  readonly tax: TaxSettings
  readonly pricing: PricingSettings
  readonly products: ReadonlyArray<ProductSettings>
  readonly production: ProductionSettings
}

/** The form's values of stored settings, as the screen shows them and `PUT` takes them back (the version is the revision count). */
export const settingsFormOf = (stored: StoredSettings, version: number): SettingsForm => ({
  name: stored.company.name,
  national_id: stored.company.national_id,
  economic_code: stored.company.economic_code,
  postal_code: stored.company.postal_code,
  address: stored.company.address,
  phone: stored.company.phone,
  memory_id: stored.tax.memory_id,
  pre_invoice_valid_days: stored.company.pre_invoice_valid_days,
  tempered_min_area: mm2ToSquareMetres(stored.pricing.tempered_min_area_mm2),
  fare_sstid: stored.tax.fare_sstid,
  unit_code: stored.tax.unit_code,
  vat_rates: stored.pricing.vat_rates.map((rate) => ({ from: rate.from, percent: basisPointsToPercent(rate.basis_points) })),
  products: stored.products.map((product) => ({
    id: product.id,
    min_area: mm2ToSquareMetres(product.min_area_mm2),
    sstid: product.sstid,
  })),
  production: stored.production,
  version,
})

/** The stored settings a checked form gives over what is stored now: products not in the form keep theirs, rates sorted by date. */
export const storedSettingsOf = (form: SettingsForm, current: StoredSettings): StoredSettings => ({
  company: {
    name: form.name,
    national_id: form.national_id,
    economic_code: form.economic_code,
    postal_code: form.postal_code,
    address: form.address,
    phone: form.phone,
    pre_invoice_valid_days: form.pre_invoice_valid_days,
  },
  tax: { memory_id: form.memory_id, fare_sstid: form.fare_sstid, unit_code: form.unit_code },
  pricing: {
    ...current.pricing,
    tempered_min_area_mm2: squareMetresToMm2(form.tempered_min_area),
    vat_rates: [...form.vat_rates]
      .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
      .map((rate): VatRate => ({ from: rate.from, basis_points: percentToBasisPoints(rate.percent) })),
  },
  products: current.products.map((product) => {
    const edited = form.products.find((row) => row.id === product.id)
    return edited ? { ...product, min_area_mm2: squareMetresToMm2(edited.min_area), sstid: edited.sstid } : product
  }),
  production: form.production === undefined ? current.production : productionSettingsOfForm(form.production),
})
