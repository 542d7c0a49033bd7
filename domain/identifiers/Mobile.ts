import { codeDigits, OptionalCode, RequiredCode } from "./CodeField.ts"

/** The Persian messages of a mobile number (شماره همراه). */
export const mobileMessages = { required: "شماره همراه الزامی است", invalid: "شماره همراه نامعتبر است" } as const

/** A mobile number as stored: 09 and nine more digits. */
export const mobileNumberPattern = /^09\d{9}$/

/** A mobile number written the usual ways (Persian digits, spaces, +98 or 0098 for the leading 0) in its stored form. */
export const mobileDigits = (text: string): string => codeDigits(text).replace(/^(?:\+|00)989/, "09")

/** Whether a text is a mobile number: 09 and nine more digits once written in its stored form. */
export const isMobile = (text: string): boolean => mobileNumberPattern.test(mobileDigits(text))

const storedForm = (digits: string): boolean => mobileNumberPattern.test(digits)

/** A required mobile field, answering 09 and nine digits. */
export const Mobile = RequiredCode(storedForm, mobileMessages, mobileDigits)

/** An optional mobile field: empty is null. */
export const OptionalMobile = OptionalCode(storedForm, mobileMessages.invalid, mobileDigits)
