import { codeDigits, OptionalCode, RequiredCode } from "./CodeField.ts"

/** The Persian messages of a legal entity's national ID (شناسه ملی). */
export const nationalIdMessages = { required: "شناسه ملی الزامی است", invalid: "شناسه ملی نامعتبر است" } as const

const weights = [29, 27, 23, 19, 17] as const

/** The check digit of a national ID's first ten digits: k = d[9] + 2, s = Σ (d[i] + k)·w[i mod 5] mod 11, 10 counting as 0. */
export const nationalIdCheckDigit = (firstTen: string): number => {
  const k = Number(firstTen[9]) + 2
  const sum = [...firstTen].reduce((total, digit, index) => total + (Number(digit) + k) * (weights[index % 5] ?? 0), 0) % 11
  return sum === 10 ? 0 : sum
}

/** Whether a text is a national ID: eleven digits (Persian digits accepted) ending in its check digit. */
export const isNationalId = (text: string): boolean => {
  const digits = codeDigits(text)
  return /^\d{11}$/.test(digits) && nationalIdCheckDigit(digits.slice(0, 10)) === Number(digits[10])
}

/** A required national ID field, answering its eleven ASCII digits. */
export const NationalId = RequiredCode(isNationalId, nationalIdMessages)

/** An optional national ID field: empty is null. */
export const OptionalNationalId = OptionalCode(isNationalId, nationalIdMessages.invalid)
