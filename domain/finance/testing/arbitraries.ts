// Test-only generators of the finance domain, shared by the domain's suites and the server's: never imported by production code.
import { Rials } from "../../money/Rials.ts"
import fc from "fast-check"
import { formatJalali, jalaliMonthLength } from "../../calendar/Jalali.ts"
import { maxRials } from "../../money/RialsField.ts"
import type { ChequeForm } from "../ChequeForm.ts"
import { iranianBanks } from "../IranianBanks.ts"
import { paymentMethods, type PaymentForm } from "../PaymentForm.ts"

/** Writes ASCII digits as Persian ones, as staff type them. */
export const inPersianDigits = (text: string): string => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)

/** A string of `min` to `max` ASCII digits. */
export const digitString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max })

/** A real Jalali date between 1300 and 1500, as "yyyy/MM/dd". */
export const jalaliDateText = fc
  .record({ year: fc.integer({ min: 1300, max: 1500 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.integer({ min: 1, max: jalaliMonthLength(year, month) }).map((day) => formatJalali({ year, month, day })),
  )

/** An amount of rials that may be paid: mostly up to some billions, at times near the largest stored amount. */
export const paidAmount = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 5_000_000_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: maxRials }) },
    { weight: 1, arbitrary: fc.constantFrom(1, maxRials) },
  )
  .map(Rials)

/** Free text that survives trimming and ی/ک normalising unchanged, of 1 to `max` characters. */
const storedText = (max: number) =>
  fc
    .oneof(fc.constantFrom("علی رضایی", "شرکت شیشه نور", "Glass Co."), fc.string({ minLength: 1, maxLength: max }))
    .filter((text) => text === text.trim() && text !== "" && !/[يكى٠-٩\p{Cc}\u2028\u2029]/u.test(text))

/** A payment as `validatePaymentForm` answers it. */
export const paymentForm: fc.Arbitrary<PaymentForm> = fc
  .record({
    method: fc.constantFrom(...paymentMethods),
    amount: paidAmount,
    date: jalaliDateText,
    tracking: digitString(4, 20),
    cashTracked: fc.boolean(),
  })
  .map(({ method, amount, date, tracking, cashTracked }) => ({
    method,
    amount,
    date,
    tracking_number: method === "cash" && !cashTracked ? null : tracking,
  }))

/** A cheque as `validateChequeForm` answers it. */
export const chequeForm: fc.Arbitrary<ChequeForm> = fc.record({
  sayad_id: digitString(16, 16),
  serial: digitString(4, 20),
  bank: fc.oneof(fc.constantFrom(...iranianBanks), storedText(100)),
  drawer: storedText(100),
  due_date: jalaliDateText,
  amount: paidAmount,
})
