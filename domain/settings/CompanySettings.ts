import { Option, Schema } from "effect"
import { addDays, formatJalali, parseJalali } from "../calendar/Jalali.ts"
import { isNationalId } from "../identifiers/NationalId.ts"
import { isPostalCode } from "../identifiers/PostalCode.ts"

/** The company's particulars every printed invoice carries, and how long a pre-invoice's prices hold (invoices.md section 7). */
export interface CompanySettings {
  readonly name: string
  /** The company's 11-digit national ID (شناسه ملی). */
  readonly national_id: string
  /** The economic code (کد اقتصادی); for a legal person, its national ID since the taxpayer system. */
  readonly economic_code: string
  readonly postal_code: string
  readonly address: string
  readonly phone: string
  /** Days a pre-invoice's prices hold from its date. */
  readonly pre_invoice_valid_days: number
}

const Text = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(300))

/** The stored shape of the company's particulars, checked when read from the settings table. */
export const CompanySettingsSchema = Schema.Struct({
  name: Text,
  national_id: Schema.String.check(Schema.makeFilter((text: string) => isNationalId(text))),
  economic_code: Schema.String.check(Schema.isPattern(/^\d{11,12}$/)),
  postal_code: Schema.String.check(Schema.makeFilter((text: string) => isPostalCode(text))),
  address: Text,
  phone: Schema.String.check(Schema.isPattern(/^0\d{10}$/)),
  pre_invoice_valid_days: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(365)),
})

/** The seeded particulars, until the super-admin's settings screen changes them; a pre-invoice holds 3 days. */
export const defaultCompanySettings: CompanySettings = {
  name: "شرکت شیشه آسمان",
  national_id: "14103524685",
  economic_code: "14103524685",
  postal_code: "1594735611",
  address: "تهران، خیابان شهید بهشتی، خیابان قائم‌مقام فراهانی، پلاک ۲۴",
  phone: "02188123456",
  pre_invoice_valid_days: 3,
}

/** Reads stored particulars; a value of another shape falls back to the seeded one, as the pricing settings do. */
export const companySettingsOf = (stored: unknown): CompanySettings =>
  Option.getOrElse(Schema.decodeUnknownOption(CompanySettingsSchema)(stored), () => defaultCompanySettings)

/** The last day a pre-invoice's prices hold: its date plus the validity in days ("yyyy/MM/dd"); an unreadable date gives none. */
export const preInvoiceValidUntil = (date: string, days: number): Option.Option<string> =>
  Option.map(parseJalali(date), (parsed) => formatJalali(addDays(parsed, days)))
