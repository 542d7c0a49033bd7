import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { maxRials } from "../money/RialsField.ts"
import { paymentMessages as m, paymentMethodLabels, paymentMethods, validatePaymentForm } from "./PaymentForm.ts"
import { digitString, inPersianDigits, jalaliDateText, paidAmount, paymentForm } from "./testing/arbitraries.ts"

const errorsOf = (input: unknown) =>
  Result.match(validatePaymentForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const cash = { method: "cash", amount: 5_000_000, date: "1405/02/10" }

describe("payment form: messages", () => {
  it("asks for the method, the amount and the date", () => {
    const asked = {
      method: "انتخاب روش پرداخت اجباری است",
      amount: "وارد کردن مبلغ اجباری است",
      date: "وارد کردن تاریخ پرداخت اجباری است",
    }
    expect(errorsOf({})).toEqual(asked)
    expect(errorsOf(null)).toEqual(asked)
    expect(errorsOf({ method: "", amount: "", date: "", tracking_number: "" })).toEqual(asked)
  })

  it("pins every refusal", () => {
    expect(errorsOf({ method: "cheque", amount: 0, date: "1405/13/01", tracking_number: "12" })).toEqual({
      method: "روش پرداخت نامعتبر است",
      amount: "مبلغ باید بیشتر از صفر باشد",
      date: "تاریخ پرداخت نامعتبر است",
      tracking_number: "شماره پیگیری باید بین 4 و 20 رقم باشد",
    })
    expect(errorsOf({ ...cash, amount: "-۵۰۰" })).toEqual({ amount: m.amountNotPositive })
    expect(errorsOf({ ...cash, amount: "1500.5" })).toEqual({ amount: "مبلغ باید عدد صحیح باشد" })
    expect(errorsOf({ ...cash, amount: maxRials + 1 })).toEqual({ amount: "مبلغ بیش از حد مجاز است" })
    expect(errorsOf({ ...cash, amount: "ده هزار" })).toEqual({ amount: m.amountRequired })
    expect(errorsOf({ ...cash, date: "1405/12/30" })).toEqual({ date: m.dateInvalid })
    expect(errorsOf({ ...cash, tracking_number: "12ab56" })).toEqual({ tracking_number: m.trackingInvalid })
    expect(errorsOf({ ...cash, tracking_number: "1".repeat(21) })).toEqual({ tracking_number: m.trackingInvalid })
  })

  it("requires a tracking number for card and transfer, beside the other fields' own messages", () => {
    expect(errorsOf({ ...cash, method: "card" })).toEqual({
      tracking_number: "شماره پیگیری برای پرداخت کارتی و انتقال بانکی اجباری است",
    })
    expect(errorsOf({ ...cash, method: "transfer", tracking_number: " " })).toEqual({ tracking_number: m.trackingRequired })
    expect(errorsOf({ method: "card", amount: 0 })).toEqual({
      amount: m.amountNotPositive,
      date: m.dateRequired,
      tracking_number: m.trackingRequired,
    })
    expect(errorsOf({ ...cash, method: "card", tracking_number: "12" })).toEqual({ tracking_number: m.trackingInvalid })
  })

  it("names each method in Persian", () => {
    expect(paymentMethodLabels).toEqual({ cash: "نقدی", card: "کارت بانکی", transfer: "انتقال بانکی" })
  })
})

describe("payment form: reading what staff type", () => {
  it("reads Persian digits, separators and an unpadded date", () => {
    expect(
      validatePaymentForm({ method: "card", amount: "۱٬۲۳۴٬۵۶۷", date: "۱۴۰۵/۲/۳", tracking_number: "۱۲۳۴ ۵۶۷۸-۹۰" }),
    ).toEqual(Result.succeed({ method: "card", amount: 1_234_567, date: "1405/02/03", tracking_number: "1234567890" }))
    expect(validatePaymentForm({ ...cash, amount: "12,500,000" })).toEqual(
      Result.succeed({ ...cash, amount: 12_500_000, tracking_number: null }),
    )
    expect(validatePaymentForm({ ...cash, tracking_number: "003456" })).toEqual(
      Result.succeed({ ...cash, tracking_number: "003456" }),
    )
  })

  it("accepts every whole amount from one rial to the largest stored, however written", () => {
    const written = fc.constantFrom(
      (n: number) => n,
      (n: number) => String(n),
      (n: number) => inPersianDigits(n.toLocaleString("en-US")),
      (n: number) => inPersianDigits(String(n)).replace(/\B(?=(\d{3})+$)/g, "٬"),
    )
    fc.assert(
      fc.property(paidAmount, written, (amount, write) => {
        expect(validatePaymentForm({ ...cash, amount: write(amount) })).toEqual(
          Result.succeed({ ...cash, amount, tracking_number: null }),
        )
      }),
    )
  })

  it("refuses every amount of zero or less, or past the largest stored", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -maxRials, max: 0 }), fc.integer({ min: maxRials + 1, max: Number.MAX_SAFE_INTEGER })),
        (amount) => {
          expect(errorsOf({ ...cash, amount })).toEqual({ amount: amount <= 0 ? m.amountNotPositive : m.amountTooLarge })
        },
      ),
    )
  })

  it("takes a tracking number of 4 to 20 digits and no other, for every method", () => {
    fc.assert(
      fc.property(fc.constantFrom(...paymentMethods), digitString(1, 30), jalaliDateText, (method, tracking, date) => {
        const result = validatePaymentForm({
          method,
          amount: 1000,
          date: inPersianDigits(date),
          tracking_number: inPersianDigits(tracking),
        })
        const fits = tracking.length >= 4 && tracking.length <= 20
        expect(result).toEqual(
          fits
            ? Result.succeed({ method, amount: 1000, date, tracking_number: tracking })
            : Result.fail({ tracking_number: m.trackingInvalid }),
        )
      }),
    )
  })

  it("never accepts a card or transfer payment without a tracking number", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("card", "transfer"),
        fc.constantFrom(undefined, null, "", "  "),
        paidAmount,
        jalaliDateText,
        (method, tracking_number, amount, date) => {
          expect(errorsOf({ method, amount, date, tracking_number })).toEqual({ tracking_number: m.trackingRequired })
        },
      ),
    )
  })

  it("round-trips: a checked payment checks again to itself", () => {
    fc.assert(
      fc.property(paymentForm, (payment) => {
        expect(validatePaymentForm(payment)).toEqual(Result.succeed(payment))
      }),
    )
  })
})
