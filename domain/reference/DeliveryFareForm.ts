import { Schema } from "effect"
import { RialsField } from "../money/RialsField.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { ActiveSwitch } from "../validation/ActiveToggle.ts"
import { conflictsOf, formBody } from "../validation/FormBody.ts"
import { sameText } from "../validation/SameText.ts"
import { RequiredText } from "../validation/TextFields.ts"

/** The longest fare title (destination) stored. */
export const maxFareTitleLength = 100

/** The Persian messages of the delivery fare rules. */
export const deliveryFareMessages = {
  titleRequired: "وارد کردن عنوان اجباری است",
  titleTooLong: "عنوان باید حداکثر 100 کاراکتر باشد",
  amountRequired: "وارد کردن مبلغ اجباری است",
  amountNegative: "مبلغ منفی نمی‌تواند باشد",
  amountFraction: "مبلغ باید عدد صحیح باشد",
  amountTooLarge: "مبلغ بیش از حد مجاز است",
  titleTaken: "این عنوان قبلاً ثبت شده است",
} as const

/** The delivery fare form (fares): destination title, amount in rials (0 accepted), active. */
export const DeliveryFareForm = Schema.Struct({
  title: RequiredText(
    { required: deliveryFareMessages.titleRequired, tooLong: deliveryFareMessages.titleTooLong },
    maxFareTitleLength,
  ),
  amount: RialsField({
    required: deliveryFareMessages.amountRequired,
    negative: deliveryFareMessages.amountNegative,
    fraction: deliveryFareMessages.amountFraction,
    tooLarge: deliveryFareMessages.amountTooLarge,
  }),
  is_active: ActiveSwitch,
})
export type DeliveryFareForm = typeof DeliveryFareForm.Type

const validateForm = validateWith(DeliveryFareForm)

/** Checks the delivery fare form, answering `{ title, amount, is_active }` or each field's first Persian message. */
export const validateDeliveryFareForm = (input: unknown) => validateForm(formBody(input))

/** The duplicate error of a fare whose title another fare already has (Latin letters compared without case): the invoice's fare choice would show two equal entries. */
export const deliveryFareConflicts = (
  candidate: { readonly id?: number | null; readonly title: string },
  stored: ReadonlyArray<{ readonly id: number; readonly title: string }>,
): FieldErrors =>
  conflictsOf(candidate, stored, [
    { field: "title", clash: (a, b) => sameText(a.title, b.title), message: deliveryFareMessages.titleTaken },
  ])
