import { codeDigits, isRepeatedDigit, OptionalCode, RequiredCode } from "./CodeField.ts"

/** The Persian messages of the national code (کد ملی). */
export const nationalCodeMessages = { required: "کد ملی الزامی است", invalid: "کد ملی نامعتبر است" } as const

/** The check digit of a national code's first nine digits: s = Σ d[i]·(10−i) mod 11, then s when s < 2, else 11 − s. */
export const nationalCodeCheckDigit = (firstNine: string): number => {
  const sum = [...firstNine].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0) % 11
  return sum < 2 ? sum : 11 - sum
}

/** Whether a text is a national code: ten digits (Persian digits accepted), not all the same, ending in its check digit. */
export const isNationalCode = (text: string): boolean => {
  const digits = codeDigits(text)
  return /^\d{10}$/.test(digits) && !isRepeatedDigit(digits) && nationalCodeCheckDigit(digits.slice(0, 9)) === Number(digits[9])
}

/** A required national code field, answering its ten ASCII digits. */
export const NationalCode = RequiredCode(isNationalCode, nationalCodeMessages)

/** An optional national code field: empty is null. */
export const OptionalNationalCode = OptionalCode(isNationalCode, nationalCodeMessages.invalid)
