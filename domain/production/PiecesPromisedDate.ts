import { Option, Result } from "effect"
import { formatJalali, parseJalali } from "../calendar/Jalali.ts"
import { formBody } from "../validation/FormBody.ts"
import type { FieldErrors } from "../validation/FieldErrors.ts"

/** The Persian messages of the promised date body. */
export const promisedDateMessages = {
  required: "تاریخ وعده تحویل را وارد کنید یا خالی بگذارید",
  invalid: "تاریخ وعده تحویل نامعتبر است؛ مانند ۱۴۰۵/۰۹/۲۰ وارد کنید",
  closed: "برای سفارش لغو شده یا تحویل شده تاریخ وعده تعیین نمی‌شود",
} as const

/** The years a promised date may fall in: a plant promises within this Jalali century, never in year 1 or 9999. */
export const promisedYears = { from: 1300, to: 1499 } as const

// Spaces and the direction marks that creep in from right-to-left text leave a field empty.
const blank = /[\s\u200c\u200e\u200f\u061c]/g

/**
 * Checks `{promised_date}` of `PUT /Admin/order/{id}/promised_date`: a Jalali date (Persian or Latin digits) answered as
 * "yyyy/MM/dd" with Latin digits, or null (or an empty text) to take the promise back; else its Persian message.
 */
export const validatePromisedDate = (input: unknown): Result.Result<{ readonly promised_date: string | null }, FieldErrors> => {
  const body = formBody(input)
  if (!("promised_date" in body) || body.promised_date === undefined)
    return Result.fail({ promised_date: promisedDateMessages.required })
  const value = body.promised_date
  if (value === null || (typeof value === "string" && value.replace(blank, "") === ""))
    return Result.succeed({ promised_date: null })
  const date = typeof value === "string" ? parseJalali(value) : Option.none()
  if (Option.isNone(date) || date.value.year < promisedYears.from || date.value.year > promisedYears.to)
    return Result.fail({ promised_date: promisedDateMessages.invalid })
  return Result.succeed({ promised_date: formatJalali(date.value) })
}
