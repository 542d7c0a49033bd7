import { codeDigits, isRepeatedDigit, OptionalCode, RequiredCode } from "./CodeField.ts"

/** The Persian messages of a postal code (کد پستی). */
export const postalCodeMessages = { required: "کد پستی الزامی است", invalid: "کد پستی نامعتبر است" } as const

// Only the public facts are checked: the digit-range rules that circulate are not published by the Post and would refuse real codes if wrong.
/** Whether a text is a postal code: ten digits (Persian digits accepted), not all the same. */
export const isPostalCode = (text: string): boolean => {
  const digits = codeDigits(text)
  return /^\d{10}$/.test(digits) && !isRepeatedDigit(digits)
}

/** A required postal code field, answering its ten ASCII digits. */
export const PostalCode = RequiredCode(isPostalCode, postalCodeMessages)

/** An optional postal code field: empty is null. */
export const OptionalPostalCode = OptionalCode(isPostalCode, postalCodeMessages.invalid)
