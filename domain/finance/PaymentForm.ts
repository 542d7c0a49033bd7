import { Result, Schema } from "effect"
import { OptionalCode } from "../identifiers/CodeField.ts"
import { formBody, withFormErrors } from "../validation/FormBody.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { PaidAmount, RequiredJalaliDate, RequiredWord } from "./FinanceFields.ts"

/** How a payment was made (invoices.md section 8), as the API words it. */
export const paymentMethods = ["cash", "card", "transfer"] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/** The Persian name of each method: card covers a card reader and a card-to-card transfer, transfer a bank transfer (پایا، ساتنا، حواله). */
export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  cash: "نقدی",
  card: "کارت بانکی",
  transfer: "انتقال بانکی",
}

/** The bounds of a tracking number: a card reader prints 6 digits, a reference number 12, a bank transfer's trace up to 20. */
export const trackingNumberBounds = { min: 4, max: 20 } as const

/** The Persian messages of the payment form, pinned by PaymentForm.test.ts. */
export const paymentMessages = {
  methodRequired: "انتخاب روش پرداخت اجباری است",
  methodInvalid: "روش پرداخت نامعتبر است",
  amountRequired: "وارد کردن مبلغ اجباری است",
  amountNotPositive: "مبلغ باید بیشتر از صفر باشد",
  amountFraction: "مبلغ باید عدد صحیح باشد",
  amountTooLarge: "مبلغ بیش از حد مجاز است",
  dateRequired: "وارد کردن تاریخ پرداخت اجباری است",
  dateInvalid: "تاریخ پرداخت نامعتبر است",
  trackingRequired: "شماره پیگیری برای پرداخت کارتی و انتقال بانکی اجباری است",
  trackingInvalid: `شماره پیگیری باید بین ${trackingNumberBounds.min} و ${trackingNumberBounds.max} رقم باشد`,
} as const

/** Whether a text (bare ASCII digits) is a tracking number. */
export const isTrackingNumber = (digits: string): boolean =>
  new RegExp(`^\\d{${trackingNumberBounds.min},${trackingNumberBounds.max}}$`).test(digits)

const method = RequiredWord(paymentMethods, { required: paymentMessages.methodRequired, invalid: paymentMessages.methodInvalid })
const trackingNumber = OptionalCode(isTrackingNumber, paymentMessages.trackingInvalid)

/** The payment body of invoices.md section 8: `{method, amount, date, tracking_number}`, each field with its own rule. */
export const PaymentFormSchema = Schema.Struct({
  method,
  amount: PaidAmount({
    required: paymentMessages.amountRequired,
    notPositive: paymentMessages.amountNotPositive,
    fraction: paymentMessages.amountFraction,
    tooLarge: paymentMessages.amountTooLarge,
  }),
  date: RequiredJalaliDate({ required: paymentMessages.dateRequired, invalid: paymentMessages.dateInvalid }),
  tracking_number: trackingNumber,
})
/** A checked payment: amount in whole rials, date "yyyy/MM/dd", tracking number in ASCII digits or null. */
export type PaymentForm = typeof PaymentFormSchema.Type

const validateFields = validateWith(PaymentFormSchema)
const validateTracking = validateWith(Schema.Struct({ method, tracking_number: trackingNumber }))

// A card or transfer payment is traced by the bank's number; cash has none to give, so it may be left empty.
const trackingErrors = (body: unknown): FieldErrors =>
  Result.match(validateTracking(body), {
    onFailure: () => ({}),
    onSuccess: (fields): FieldErrors =>
      fields.method !== "cash" && fields.tracking_number === null ? { tracking_number: paymentMessages.trackingRequired } : {},
  })

/** Checks a payment body, answering the payment or each field's first Persian message (the browser's dialog and the server's 422 alike). */
export const validatePaymentForm = (input: unknown): Result.Result<PaymentForm, FieldErrors> => {
  const body = formBody(input)
  return withFormErrors(validateFields(body), trackingErrors(body))
}
