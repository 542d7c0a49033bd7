import { Brand, Option } from "effect"
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

/** An amount of money in whole rials: a safe integer, never a float; the brand keeps counts and ids from passing as money. */
export type Rials = Brand.Branded<number, "Rials">

/** Rials from a number known to be whole (a stored or decoded amount); `Rials.option` / `Rials.result` refuse anything else. */
export const Rials = Brand.make<Rials>((amount) => Number.isSafeInteger(amount) || "rials are a safe whole number")

/** No money. */
export const noRials: Rials = Rials(0)

/** Rials from an exact sum or product held as bigint, or none past what a number holds exactly. */
export const rialsOfBig = (amount: bigint): Option.Option<Rials> =>
  amount >= BigInt(Number.MIN_SAFE_INTEGER) && amount <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Option.some(Number(amount) as Rials)
    : Option.none()

/** Rials from a database column (PostgreSQL's bigint arrives as text, SQLite's as a number); a corrupt value is a defect. */
export const rialsOfColumn = (value: string | number | bigint): Rials => Rials(Number(value))
