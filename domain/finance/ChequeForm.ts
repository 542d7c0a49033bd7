import { Result, Schema } from "effect"
import { RequiredCode } from "../identifiers/CodeField.ts"
import { sayadIdMessages, SayadId } from "../identifiers/SayadId.ts"
import { formBody } from "../validation/FormBody.ts"
import { RequiredText } from "../validation/TextFields.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { PaidAmount, RequiredJalaliDate } from "./FinanceFields.ts"
import { paymentMessages } from "./PaymentForm.ts"

export { iranianBanks } from "./IranianBanks.ts"

/** The bounds of a cheque's serial (سریال) as printed on the leaf: digits only, its series (سری) not asked, the Sayad ID being the cheque's identity. */
export const chequeSerialBounds = { min: 4, max: 20 } as const

/** The longest bank or drawer name stored. */
export const maxChequeNameLength = 100

/** The Persian messages of the cheque form, pinned by ChequeForm.test.ts (the Sayad ID's are `sayadIdMessages`). */
export const chequeMessages = {
  sayadIdRequired: sayadIdMessages.required,
  sayadIdInvalid: sayadIdMessages.invalid,
  sayadIdTaken: "چکی با این شناسه صیادی قبلاً ثبت شده است",
  serialRequired: "وارد کردن سریال چک اجباری است",
  serialInvalid: `سریال چک باید بین ${chequeSerialBounds.min} و ${chequeSerialBounds.max} رقم باشد`,
  bankRequired: "وارد کردن نام بانک اجباری است",
  bankTooLong: `نام بانک باید حداکثر ${maxChequeNameLength} کاراکتر باشد`,
  drawerRequired: "وارد کردن نام صادرکننده چک اجباری است",
  drawerTooLong: `نام صادرکننده چک باید حداکثر ${maxChequeNameLength} کاراکتر باشد`,
  dueDateRequired: "وارد کردن تاریخ سررسید اجباری است",
  dueDateInvalid: "تاریخ سررسید نامعتبر است",
  amountRequired: paymentMessages.amountRequired,
  amountNotPositive: paymentMessages.amountNotPositive,
  amountFraction: paymentMessages.amountFraction,
  amountTooLarge: paymentMessages.amountTooLarge,
} as const

/** Whether a text (bare ASCII digits) is a cheque serial. */
export const isChequeSerial = (digits: string): boolean =>
  new RegExp(`^\\d{${chequeSerialBounds.min},${chequeSerialBounds.max}}$`).test(digits)

/** The cheque body of invoices.md section 8: `{sayad_id, serial, bank, drawer, due_date, amount}`. */
export const ChequeFormSchema = Schema.Struct({
  sayad_id: SayadId,
  serial: RequiredCode(isChequeSerial, { required: chequeMessages.serialRequired, invalid: chequeMessages.serialInvalid }),
  bank: RequiredText({ required: chequeMessages.bankRequired, tooLong: chequeMessages.bankTooLong }, maxChequeNameLength),
  drawer: RequiredText({ required: chequeMessages.drawerRequired, tooLong: chequeMessages.drawerTooLong }, maxChequeNameLength),
  due_date: RequiredJalaliDate({ required: chequeMessages.dueDateRequired, invalid: chequeMessages.dueDateInvalid }),
  amount: PaidAmount({
    required: chequeMessages.amountRequired,
    notPositive: chequeMessages.amountNotPositive,
    fraction: chequeMessages.amountFraction,
    tooLarge: chequeMessages.amountTooLarge,
  }),
})
/** A checked cheque: Sayad ID and serial in ASCII digits, names trimmed with ی/ک, due date "yyyy/MM/dd", amount in whole rials. */
export type ChequeForm = typeof ChequeFormSchema.Type

const validateFields = validateWith(ChequeFormSchema)

/** Checks a cheque body, answering the cheque or each field's first Persian message (the browser's dialog and the server's 422 alike). */
export const validateChequeForm = (input: unknown): Result.Result<ChequeForm, FieldErrors> => validateFields(formBody(input))
