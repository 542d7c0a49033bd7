import { toPersianDigits } from "../../../domain/text/digits.ts"

/** A person's full name as the screens show it, digits in Persian. */
export const fullName = (person: { readonly name: string; readonly last_name: string }): string =>
  toPersianDigits(`${person.name} ${person.last_name}`)

/** A percentage in Persian digits with the Persian decimal and percent signs: ۱۲٫۵٪. */
export const percentText = (value: number): string => `${toPersianDigits(String(value)).replace(".", "٫")}٪`
