import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { roundHalfUp } from "./Pricing.ts"
import { decodeTaxId } from "./TaxId.ts"
import { spreadByLargestRemainder, taxExportMessages, taxExportOf, taxRowText, type TaxExportInput } from "./TaxExport.ts"

const base: TaxExportInput = {
  serial: 1001,
  date: "1405/09/04",
  discount: 0,
  fare: 0,
  fare_title: null,
  vat_rate: 10,
  vat: 0,
  total: 0,
  lines: [],
  seller: { economic_code: "14103524685" },
  buyer: { type: "individual", national_code: "0084575948", national_id: null, economic_code: null },
  tax: { memory_id: "A11B2C", fare_sstid: "2720000000018", unit_code: "1627" },
}

/** An invoice priced as the domain prices one: subtotal, discount, fare, VAT and total from line amounts. */
const invoice = fc
  .record({
    amounts: fc.array(fc.integer({ min: 0, max: 5_000_000_000 }), { minLength: 1, maxLength: 40 }),
    discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    fare: fc.constantFrom(0, 0, 12_000_000, 7_777_777),
    vatBasisPoints: fc.constantFrom(900, 1000, 950),
    serial: fc.integer({ min: 1, max: 10_000_000 }),
    date: fc.constantFrom("1403/01/01", "1405/09/04", "1348/10/11", "1399/12/30"),
    legal: fc.boolean(),
    identified: fc.boolean(),
  })
  .map(({ amounts, discountBasisPoints, fare, vatBasisPoints, serial, date, legal, identified }): TaxExportInput => {
    const subtotal = amounts.reduce((a, b) => a + BigInt(b), 0n)
    const discount = roundHalfUp(subtotal * BigInt(discountBasisPoints), 10_000n)
    const taxable = subtotal - discount + BigInt(fare)
    const vat = roundHalfUp(taxable * BigInt(vatBasisPoints), 10_000n)
    return {
      ...base,
      serial,
      date,
      discount: Number(discount),
      fare,
      fare_title: fare > 0 ? "تهران" : null,
      vat_rate: vatBasisPoints / 100,
      vat: Number(vat),
      total: Number(taxable + vat),
      lines: amounts.map((amount, index) => ({
        product_name: `محصول ${index}`,
        sstid: "2710000000001",
        description: "شرح",
        amount,
      })),
      buyer: legal
        ? {
            type: "legal",
            national_code: null,
            national_id: identified ? "14103524685" : null,
            economic_code: identified ? "411111111111" : null,
          }
        : { type: "individual", national_code: identified ? "0084575948" : null, national_id: null, economic_code: null },
    }
  })

describe("spreading an amount by largest remainder", () => {
  it("adds up exactly, gives each row its exact share rounded down or up, and nothing to a row of weight 0", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 13n }), { minLength: 1, maxLength: 60 }),
        (total, weights) => {
          const sum = weights.reduce((a, b) => a + b, 0n)
          const parts = spreadByLargestRemainder(total, weights)
          if (sum === 0n) {
            expect(parts.every((part) => part === 0n)).toBe(true)
            return
          }
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total)
          parts.forEach((part, index) => {
            const exact = (total * (weights[index] ?? 0n)) / sum
            expect(part === exact || part === exact + 1n).toBe(true)
            if (weights[index] === 0n) expect(part).toBe(0n)
          })
        },
      ),
    )
  })

  it("splits 10 rials over three equal rows as 4, 3, 3: the earlier row takes a tie", () => {
    expect(spreadByLargestRemainder(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n])
    expect(spreadByLargestRemainder(7n, [100n, 200n, 0n])).toEqual([2n, 5n, 0n])
  })
})

describe("the tax office's export of a formal invoice", () => {
  it("adds up: the rows to the header, the header to the invoice, every row's figures to its own total", () => {
    fc.assert(
      fc.property(invoice, (input) => {
        const { header, body } = Result.getOrThrow(taxExportOf(input))
        const sum = (pick: (row: (typeof body)[number]) => number) => body.reduce((total, row) => total + pick(row), 0)
        expect(body).toHaveLength(input.lines.length + (input.fare > 0 ? 1 : 0))
        expect([header.tprdis, header.tdis, header.tadis, header.tvam, header.tbill]).toEqual([
          sum((row) => row.prdis),
          sum((row) => row.dis),
          sum((row) => row.adis),
          sum((row) => row.vam),
          sum((row) => row.tsstam),
        ])
        const subtotal = input.lines.reduce((total, line) => total + line.amount, 0)
        expect([header.tprdis, header.tdis, header.tadis, header.tvam, header.tbill]).toEqual([
          subtotal + input.fare,
          input.discount,
          subtotal - input.discount + input.fare,
          input.vat,
          input.total,
        ])
        for (const row of body) {
          expect([row.am, row.fee * row.am, row.adis, row.tsstam, row.vra]).toEqual([
            1,
            row.prdis,
            row.prdis - row.dis,
            row.adis + row.vam,
            input.vat_rate,
          ])
          // The VAT spread stays within a rial of the row's own rate.
          expect(Math.abs(row.vam - (row.adis * input.vat_rate) / 100)).toBeLessThanOrEqual(1.5)
        }
        if (input.fare > 0)
          expect(body.at(-1)).toMatchObject({ sstid: "2720000000018", sstt: "کرایه حمل تهران", dis: 0, prdis: input.fare })
        expect([header.cap + header.insp, header.setm, header.inp, header.ins, header.todam]).toEqual([header.tbill, 2, 1, 1, 0])
      }),
    )
  })

  it("carries a tax ID that decodes to the invoice's date and serial, and an issue time on that day", () => {
    fc.assert(
      fc.property(invoice, (input) => {
        const { header } = Result.getOrThrow(taxExportOf(input))
        const decoded = Option.getOrThrow(decodeTaxId(header.taxid))
        expect([decoded.date, decoded.serial, decoded.memoryId, decoded.checkDigitHolds]).toEqual([
          input.date,
          input.serial,
          "A11B2C",
          true,
        ])
        expect(header.indatim).toBe(decoded.days * 86_400_000)
      }),
    )
  })

  it("names the buyer by national code or ID (type 1), or not at all (type 2)", () => {
    fc.assert(
      fc.property(invoice, (input) => {
        const { header } = Result.getOrThrow(taxExportOf(input))
        const id = input.buyer.type === "individual" ? input.buyer.national_code : input.buyer.national_id
        expect([header.inty, header.bid, header.tob, header.tins]).toEqual(
          id === null ? [2, null, null, "14103524685"] : [1, id, input.buyer.type === "individual" ? 1 : 2, "14103524685"],
        )
      }),
    )
  })

  it("refuses with a Persian message what the tax office could not take", () => {
    const line = { product_name: "دوجداره", sstid: null, description: "شرح", amount: 1000 }
    const refused = (input: TaxExportInput) =>
      Result.match(taxExportOf(input), { onSuccess: () => "", onFailure: (refusal) => refusal.message })
    expect(refused({ ...base, tax: { ...base.tax, memory_id: null } })).toBe("شناسه یکتای حافظه مالیاتی در تنظیمات ثبت نشده است")
    expect(refused({ ...base, tax: { ...base.tax, unit_code: null } })).toBe("کد واحد اندازه‌گیری در تنظیمات ثبت نشده است")
    expect(refused({ ...base, lines: [line] })).toBe("شناسه کالا/خدمت محصول «دوجداره» در تنظیمات ثبت نشده است")
    expect(refused({ ...base, fare: 5, total: 5, tax: { ...base.tax, fare_sstid: null } })).toBe(
      "شناسه کالا/خدمت کرایه حمل در تنظیمات ثبت نشده است",
    )
    expect(refused({ ...base, date: "1348/10/10" })).toBe("تاریخ صورتحساب برای شماره مالیاتی باید از ۱۳۴۸/۱۰/۱۱ به بعد باشد")
    expect(taxExportMessages.notFormal).toBe("فقط فاکتور رسمی به سامانه مودیان گزارش می‌شود")
  })

  it("describes a line with its product, build-up, size and pieces in Persian digits", () => {
    expect(
      taxRowText({ product_name: "دوجداره", build_up: "ساده ۶ + اسپیسر ۱۲ + ساده ۶", width: 1200, height: 1500, count: 4 }),
    ).toBe("دوجداره ساده ۶ + اسپیسر ۱۲ + ساده ۶ ۱۲۰۰×۱۵۰۰ میلی‌متر، ۴ عدد")
  })
})
