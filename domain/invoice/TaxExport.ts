import { Data, Option, Result } from "effect"
import { toPersianDigits } from "../text/digits.ts"
import { taxIdDays, taxIdOfDays } from "./TaxId.ts"

/** Why an invoice cannot be exported for the tax office, in Persian. */
export class TaxExportRefused extends Data.TaggedError("TaxExportRefused")<{ readonly message: string }> {}

/** The Persian messages of a refused export. */
export const taxExportMessages = {
  notFormal: "فقط فاکتور رسمی به سامانه مودیان گزارش می‌شود",
  memoryIdMissing: "شناسه یکتای حافظه مالیاتی در تنظیمات ثبت نشده است",
  unitCodeMissing: "کد واحد اندازه‌گیری در تنظیمات ثبت نشده است",
  fareSstidMissing: "شناسه کالا/خدمت کرایه حمل در تنظیمات ثبت نشده است",
  productSstidMissing: (product: string) => `شناسه کالا/خدمت محصول «${product}» در تنظیمات ثبت نشده است`,
} as const

/**
 * Splits `total` over rows in proportion to `weights` by largest remainder: each row gets its exact share rounded down,
 * and the rials left go one each to the rows with the largest remainders (the earlier row on a tie), so the parts add
 * up to `total` exactly. Every weight is ≥ 0; with all weights 0 the parts are 0 (then `total` must be 0 too).
 */
export const spreadByLargestRemainder = (total: bigint, weights: ReadonlyArray<bigint>): ReadonlyArray<bigint> => {
  const sum = weights.reduce((a, b) => a + b, 0n)
  if (sum === 0n) return weights.map(() => 0n)
  const floors = weights.map((weight) => (total * weight) / sum)
  const left = total - floors.reduce((a, b) => a + b, 0n)
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  const extra = new Set(byRemainder.slice(0, Number(left)).map((row) => row.index))
  return floors.map((floor, index) => (extra.has(index) ? floor + 1n : floor))
}

/** A row of the taxpayer system's invoice body (one per line, one for the fare). */
export interface TaxExportRow {
  readonly sstid: string
  readonly sstt: string
  readonly am: number
  readonly mu: string
  readonly fee: number
  readonly prdis: number
  readonly dis: number
  readonly adis: number
  readonly vra: number
  readonly vam: number
  readonly tsstam: number
}

/** The taxpayer system's invoice header (invoices.md section 9). */
export interface TaxExportHeader {
  readonly taxid: string
  readonly indatim: number
  readonly inty: 1 | 2
  readonly inp: 1
  readonly ins: 1
  readonly tins: string
  readonly tob: 1 | 2 | null
  readonly bid: string | null
  readonly tinb: string | null
  readonly tprdis: number
  readonly tdis: number
  readonly tadis: number
  readonly tvam: number
  readonly todam: number
  readonly tbill: number
  readonly setm: 1 | 2 | 3
  readonly cap: number
  readonly insp: number
}

/** The export: the header and the rows, as the accountant uploads it or hands it to their provider. */
export interface TaxExport {
  readonly header: TaxExportHeader
  readonly body: ReadonlyArray<TaxExportRow>
}

/** What the export is made from: the saved invoice's figures, its buyer, the seller and the tax settings. */
export interface TaxExportInput {
  readonly serial: number
  /** The invoice's Jalali date, "yyyy/MM/dd". */
  readonly date: string
  readonly discount: number
  readonly fare: number
  readonly fare_title: string | null
  /** The VAT rate the invoice was saved with, a percent (10). */
  readonly vat_rate: number
  readonly vat: number
  readonly total: number
  readonly lines: ReadonlyArray<{
    readonly product_name: string
    readonly sstid: string | null
    readonly description: string
    readonly amount: number
  }>
  readonly seller: { readonly economic_code: string }
  readonly buyer: {
    readonly type: "individual" | "legal"
    readonly national_code: string | null
    readonly national_id: string | null
    readonly economic_code: string | null
  }
  readonly tax: { readonly memory_id: string | null; readonly fare_sstid: string | null; readonly unit_code: string | null }
}

const dayMs = 86_400_000

/**
 * The taxpayer system's JSON of a formal invoice (invoices.md section 9): one row per line at its saved amount, the
 * fare as its own row; the discount is spread over the line rows and the VAT over every row by largest remainder, so
 * the rows add up to the header and the header to the invoice as printed, to the rial. A line counts as one unit sold
 * (`am` 1, its amount the fee): its pieces and sizes are in its description, and the amount stays exact.
 */
export const taxExportOf = (input: TaxExportInput): Result.Result<TaxExport, TaxExportRefused> => {
  const refuse = (message: string) => Result.fail(new TaxExportRefused({ message }))
  const { memory_id: memoryId, fare_sstid: fareSstid, unit_code: unitCode } = input.tax
  if (memoryId === null) return refuse(taxExportMessages.memoryIdMissing)
  if (unitCode === null) return refuse(taxExportMessages.unitCodeMissing)
  const unnamed = input.lines.find((line) => line.sstid === null)
  if (unnamed !== undefined) return refuse(taxExportMessages.productSstidMissing(unnamed.product_name))
  const hasFare = input.fare > 0
  if (hasFare && fareSstid === null) return refuse(taxExportMessages.fareSstidMissing)
  const days = Option.getOrElse(taxIdDays(input.date), () => Number.NaN)
  const taxid = taxIdOfDays({ memoryId, days, serial: input.serial })
  if (Result.isFailure(taxid)) return refuse(taxid.failure.message)

  const discounts = spreadByLargestRemainder(
    BigInt(input.discount),
    input.lines.map((line) => BigInt(line.amount)),
  )
  const goods = input.lines.map((line, index) => ({
    sstid: line.sstid ?? "",
    sstt: line.description,
    prdis: BigInt(line.amount),
    dis: discounts[index] ?? 0n,
  }))
  const fareRow = hasFare
    ? [
        {
          sstid: fareSstid ?? "",
          sstt: `کرایه حمل${input.fare_title ? ` ${input.fare_title}` : ""}`,
          prdis: BigInt(input.fare),
          dis: 0n,
        },
      ]
    : []
  const rows = [...goods, ...fareRow]
  const vats = spreadByLargestRemainder(
    BigInt(input.vat),
    rows.map((row) => row.prdis - row.dis),
  )
  const vra = input.vat_rate
  const body = rows.map((row, index): TaxExportRow => {
    const adis = row.prdis - row.dis
    const vam = vats[index] ?? 0n
    return {
      sstid: row.sstid,
      sstt: row.sstt,
      am: 1,
      mu: unitCode,
      fee: Number(row.prdis),
      prdis: Number(row.prdis),
      dis: Number(row.dis),
      adis: Number(adis),
      vra,
      vam: Number(vam),
      tsstam: Number(adis + vam),
    }
  })
  const sum = (pick: (row: TaxExportRow) => number) => body.reduce((total, row) => total + pick(row), 0)
  const identified = input.buyer.type === "individual" ? input.buyer.national_code : input.buyer.national_id
  const tbill = sum((row) => row.tsstam)
  return Result.succeed({
    header: {
      taxid: taxid.success,
      // Midnight UTC of the invoice's day: the instant whose day is the one the tax ID counts.
      indatim: days * dayMs,
      inty: identified === null ? 2 : 1,
      inp: 1,
      ins: 1,
      tins: input.seller.economic_code,
      tob: identified === null ? null : input.buyer.type === "individual" ? 1 : 2,
      bid: identified,
      tinb: identified === null ? null : (input.buyer.economic_code ?? identified),
      tprdis: sum((row) => row.prdis),
      tdis: sum((row) => row.dis),
      tadis: sum((row) => row.adis),
      tvam: sum((row) => row.vam),
      todam: 0,
      tbill,
      // Payments are recorded after the sale (the finance desk), so the export reports the sale on credit.
      setm: 2,
      cap: 0,
      insp: tbill,
    },
    body,
  })
}

/** A line's description for the tax office: product, build-up, size and pieces, in Persian digits. */
export const taxRowText = (line: {
  readonly product_name: string
  readonly build_up: string
  readonly width: number
  readonly height: number
  readonly count: number
}): string =>
  `${line.product_name} ${line.build_up} ${toPersianDigits(line.width)}×${toPersianDigits(line.height)} میلی‌متر، ${toPersianDigits(line.count)} عدد`
