import { toPersianDigits } from "../text/digits.ts"
import { amountInWords } from "./PersianWords.ts"

/** The Persian thousands separator (U+066C). */
export const thousandsSeparator = "٬"
/** The minus of a negative amount as fa-IR writes it: a left-to-right mark, then U+2212, so the sign stays on the left of the digits in right-to-left text. */
export const minusSign = "\u200e\u2212"

/** An amount of rials in Persian digits grouped by three, «۱٬۲۳۴٬۵۶۷», negatives with a minus; "" for anything but a safe whole number. */
export const formatRials = (amount: number): string => {
  if (!Number.isSafeInteger(amount)) return ""
  const grouped = String(Math.abs(amount)).replace(/\B(?=(\d{3})+$)/g, thousandsSeparator)
  return `${amount < 0 ? minusSign : ""}${toPersianDigits(grouped)}`
}

/** An amount with its unit, «۱٬۲۳۴ ریال»; "" for anything but a safe whole number. */
export const formatRialsWithUnit = (amount: number): string => {
  const digits = formatRials(amount)
  return digits === "" ? "" : `${digits} ریال`
}

/** An amount in words with its unit, «یک هزار ریال», as an invoice writes its total; "" outside the range of `amountInWords`. */
export const amountInWordsWithUnit = (amount: number): string => {
  const words = amountInWords(amount)
  return words === "" ? "" : `${words} ریال`
}
