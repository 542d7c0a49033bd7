import { maxRials } from "./RialsField.ts"

const ones = ["", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"] as const
const teens = ["ده", "یازده", "دوازده", "سیزده", "چهارده", "پانزده", "شانزده", "هفده", "هجده", "نوزده"] as const
const tens = ["", "", "بیست", "سی", "چهل", "پنجاه", "شصت", "هفتاد", "هشتاد", "نود"] as const
const hundreds = ["", "صد", "دویست", "سیصد", "چهارصد", "پانصد", "ششصد", "هفتصد", "هشتصد", "نهصد"] as const
/** The names of the groups of three digits, short scale as Iranian banks write it: thousand, million, milliard, trillion. */
const scales = ["", "هزار", "میلیون", "میلیارد", "تریلیون"] as const

const and = " و "

/** The words of a number from 1 to 999, its parts joined by «و». */
const groupWords = (group: number): string => {
  const hundred = hundreds[Math.floor(group / 100)] ?? ""
  const rest = group % 100
  const below =
    rest >= 10 && rest < 20
      ? (teens[rest - 10] ?? "")
      : [tens[Math.floor(rest / 10)] ?? "", ones[rest % 10] ?? ""].filter((word) => word !== "").join(and)
  return [hundred, below].filter((word) => word !== "").join(and)
}

/** The groups of three digits of a whole number, lowest first. */
const groupsOf = (amount: number): ReadonlyArray<number> =>
  amount === 0 ? [] : [amount % 1000, ...groupsOf(Math.floor(amount / 1000))]

/**
 * A whole number in Persian words, as an invoice writes its total: «دو میلیون و پانصد هزار»; every group names its count
 * («یک هزار», «یک میلیون»), groups and their parts are joined by «و», negatives start with «منفی»; "" outside ±999,999,999,999,999.
 */
export const amountInWords = (amount: number): string => {
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > maxRials) return ""
  if (amount === 0) return "صفر"
  const words = groupsOf(Math.abs(amount))
    .map((group, index) => (group === 0 ? "" : [groupWords(group), scales[index] ?? ""].filter((word) => word !== "").join(" ")))
    .filter((word) => word !== "")
    .reverse()
    .join(and)
  return amount < 0 ? `منفی ${words}` : words
}
