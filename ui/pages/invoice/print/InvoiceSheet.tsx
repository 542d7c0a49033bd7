import { Option } from "effect"
import { Fact, printedCell, printedHead, printedText } from "../../../components/print/printedSheet.tsx"
import { Fragment } from "react"
import type { components } from "../../../../contract/schema.d.ts"
import { pricedParts, type PartNames } from "../../../../domain/invoice/PricedParts.ts"
import type { Catalog } from "../../../../domain/invoice/Catalog.ts"
import { invoiceKindLabels } from "../../../../domain/invoice/InvoiceOptions.ts"
import { kilogramsText, measureText, squareMetresText } from "../../../../domain/invoice/Measures.ts"
import { pieceShareOf } from "../../../../domain/invoice/Pricing.ts"
import { formatRials } from "../../../../domain/money/Rials.ts"
import { preInvoiceValidUntil, type CompanySettings } from "../../../../domain/settings/CompanySettings.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"

type Invoice = components["schemas"]["Invoice"]
type Buyer = components["schemas"]["InvoiceBuyer"]

interface InvoiceSheetProps {
  readonly invoice: Invoice
  readonly company: CompanySettings
  readonly buyer: Buyer | undefined
  /** Names the build-ups' parts; without it they are written by thickness and material only. */
  readonly catalog: Catalog | undefined
  /** A formal invoice's tax ID (شماره مالیاتی), or why it has none; nothing for the other kinds. */
  readonly taxId?: string | undefined
}

const noNames: PartNames = { glassTypes: [], laminateColors: [], spacers: [], descriptions: [] }
const text = printedText
const cell = printedCell
const head = printedHead

/** A piece of text whose parts are each kept on one line, so that a thickness never parts from its name or unit. */
function Unbroken({ parts, between }: { readonly parts: ReadonlyArray<string>; readonly between: string }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && between}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ))
}

/** A line's priced parts: the build-up on its own line, then the edge work and the extra processes the customer pays for. */
function LineParts({ line, names }: { readonly line: Invoice["lines"][number]; readonly names: PartNames }) {
  const [buildUp = "", ...processes] = pricedParts(line, names)
  return (
    <>
      <span className="block text-gray-700" data-build-up>
        <Unbroken parts={buildUp.split(" + ")} between=" + " />
        {/* On paper the edge and processes follow the build-up on its line, so ten lines and the totals keep to one A4 page. */}
        {processes.length > 0 && (
          <span className="hidden print:inline">
            {"؛ "}
            <Unbroken parts={processes} between="، " />
          </span>
        )}
      </span>
      {processes.length > 0 && (
        <span className="block text-gray-700 print:hidden" data-processes>
          <Unbroken parts={processes} between="، " />
        </span>
      )}
    </>
  )
}

/**
 * The invoice as the customer receives it, on A4: title, serial, date (and a pre-invoice's validity), the seller's and
 * the buyer's particulars, the lines with their build-ups, the totals with VAT and the total in words, signatures.
 * The table's head repeats on every printed page; the totals come once, after the last line.
 */
export function InvoiceSheet({ invoice, company, buyer, catalog, taxId }: InvoiceSheetProps) {
  const quotation = invoice.kind === "informal"
  const validUntil = quotation
    ? Option.getOrUndefined(preInvoiceValidUntil(invoice.date, company.pre_invoice_valid_days))
    : undefined
  const totals: ReadonlyArray<readonly [string, string]> = [
    ["جمع ردیف‌ها", formatRials(invoice.subtotal)],
    [`تخفیف (${measureText(invoice.discount_percent)}٪)`, formatRials(invoice.discount)],
    ["کرایه حمل", formatRials(invoice.fare)],
    [`مالیات بر ارزش افزوده (${measureText(invoice.vat_rate)}٪)`, formatRials(invoice.vat)],
  ]
  return (
    <article className="invoice-sheet mx-auto w-full max-w-[210mm] bg-white p-4 text-[13px] leading-6 text-gray-900 shadow print:max-w-none print:p-0 print:text-[8pt] print:leading-[1.25] print:shadow-none sm:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-gray-800 pb-3 print:pb-2">
        <div>
          <p className="text-base font-bold">{text(company.name)}</p>
          <p className="text-gray-700">{text(company.address)}</p>
        </div>
        <h2 className="text-2xl font-bold">{invoiceKindLabels[invoice.kind]}</h2>
        <dl className="text-sm">
          <Fact label="شماره" value={toPersianDigits(invoice.serial_number)} />
          <Fact label="تاریخ" value={toPersianDigits(invoice.date)} />
          {validUntil !== undefined && <Fact label="اعتبار تا" value={toPersianDigits(validUntil)} />}
          {taxId !== undefined && (
            <div className="flex gap-1">
              <dt className="shrink-0 text-gray-600">شماره مالیاتی:</dt>
              {/* Printed exactly as the tax office issues it, Latin letters and Western digits read left to right. */}
              <dd className="text-gray-900" dir="ltr" data-tax-id>
                {taxId}
              </dd>
            </div>
          )}
        </dl>
      </header>

      <div className="mt-3 grid gap-3 sm:grid-cols-2 print:mt-2 print:grid-cols-2">
        <section aria-label="مشخصات فروشنده" className="rounded border border-gray-400 p-2">
          <h3 className="mb-1 font-bold">مشخصات فروشنده</h3>
          <dl>
            <Fact label="نام" value={text(company.name)} />
            <Fact label="شناسه ملی" value={text(company.national_id)} />
            <Fact label="کد اقتصادی" value={text(company.economic_code)} />
            <Fact label="کد پستی" value={text(company.postal_code)} />
            <Fact label="تلفن" value={text(company.phone)} />
            <Fact label="نشانی" value={text(company.address)} />
          </dl>
        </section>
        <section aria-label="مشخصات خریدار" className="rounded border border-gray-400 p-2">
          <h3 className="mb-1 font-bold">مشخصات خریدار</h3>
          <dl>
            <Fact label="نام" value={text(buyer?.name ?? invoice.customer_name)} />
            {buyer?.type === "legal" ? (
              <Fact label="شناسه ملی" value={text(buyer.national_id)} />
            ) : (
              <Fact label="کد ملی" value={text(buyer?.national_code)} />
            )}
            <Fact label="کد اقتصادی" value={text(buyer?.economic_code)} />
            {buyer?.type === "legal" && <Fact label="نماینده" value={text(buyer.representative_name)} />}
            <Fact
              label="تلفن"
              value={
                [buyer?.mobile, buyer?.phone]
                  .filter((phone): phone is string => typeof phone === "string" && phone !== "")
                  .map(toPersianDigits)
                  .join("، ") || "—"
              }
            />
            <Fact label="کد پستی" value={text(buyer?.postal_code)} />
            <Fact
              label="نشانی"
              value={
                [buyer?.city, buyer?.address]
                  .filter((part): part is string => typeof part === "string" && part !== "")
                  .join("، ") || "—"
              }
            />
          </dl>
        </section>
      </div>

      {/* On a phone the table scrolls sideways inside its box, which the keyboard reaches too. */}
      <div
        role="region"
        aria-label="جدول ردیف‌ها"
        tabIndex={0}
        className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-600 print:overflow-visible"
      >
        <table className="w-full min-w-[40rem] border-collapse text-start print:min-w-0">
          <caption className="sr-only">ردیف‌های {invoiceKindLabels[invoice.kind]}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} w-8`}>
                ردیف
              </th>
              <th scope="col" className={`${head} w-[44%]`}>
                شرح کالا
              </th>
              <th scope="col" className={head}>
                ابعاد (میلی‌متر)
              </th>
              <th scope="col" className={head}>
                تعداد
              </th>
              <th scope="col" className={head}>
                متراژ <span className="whitespace-nowrap">(متر مربع)</span>
              </th>
              <th scope="col" className={head}>
                وزن (کیلوگرم)
              </th>
              <th scope="col" className={head}>
                مبلغ واحد (ریال)
              </th>
              <th scope="col" className={head}>
                مبلغ (ریال)
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={line.id} className="break-inside-avoid">
                <td className={`${cell} tabular-nums`}>{toPersianDigits(index + 1)}</td>
                <td className={cell}>
                  <span className="font-medium">{text(line.product_name)}</span>
                  <LineParts line={line} names={catalog ?? noNames} />
                  {line.note !== null && <span className="block text-gray-600">{text(line.note)}</span>}
                </td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  {measureText(line.width)} × {measureText(line.height)}
                </td>
                <td className={`${cell} tabular-nums`}>{measureText(line.count)}</td>
                <td className={`${cell} tabular-nums`}>{squareMetresText(Math.round(line.area * 1_000_000) * line.count)}</td>
                <td className={`${cell} tabular-nums`}>{kilogramsText(Math.round(line.weight * 1000))}</td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatRials(pieceShareOf(line.amount, line.count))}</td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatRials(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-3 grid gap-3 break-inside-avoid sm:grid-cols-[1fr_auto] print:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-2">
          <p>
            <span className="text-gray-600">تعداد قطعه: </span>
            {measureText(invoice.pieces)}
            <span className="text-gray-600">، متراژ: </span>
            {measureText(invoice.area)} متر مربع
            <span className="text-gray-600">، وزن: </span>
            {measureText(invoice.weight)} کیلوگرم
          </p>
          {invoice.note !== null && (
            <p className="break-words">
              <span className="text-gray-600">توضیحات: </span>
              {text(invoice.note)}
            </p>
          )}
          {validUntil !== undefined && (
            <p className="font-medium">قیمت‌های این پیش‌فاکتور تا تاریخ {toPersianDigits(validUntil)} معتبر است.</p>
          )}
        </div>
        <dl aria-label="جمع فاکتور" className="min-w-64">
          {totals.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b border-gray-300 py-0.5">
              <dt className="text-gray-700">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-1 text-base font-bold">
            <dt>مبلغ کل (ریال)</dt>
            <dd className="tabular-nums" data-total>
              {formatRials(invoice.total)}
            </dd>
          </div>
        </dl>
        <p className="sm:col-span-2 print:col-span-2">
          <span className="text-gray-600">مبلغ کل به حروف: </span>
          {invoice.total_in_words}
        </p>
      </div>

      <div className="mt-6 grid grid-cols-2 gap-6 break-inside-avoid print:mt-3">
        <div className="h-24 rounded border border-gray-400 p-2 text-center text-gray-700 print:h-20">مهر و امضای فروشنده</div>
        <div className="h-24 rounded border border-gray-400 p-2 text-center text-gray-700 print:h-20">امضای خریدار</div>
      </div>
    </article>
  )
}
