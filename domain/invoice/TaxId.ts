import { Data, Option, Result } from "effect"
import { formatJalali, gregorianToDayNumber, jalaliFromDayNumber, parseJalali, toGregorian } from "../calendar/Jalali.ts"
import { isVerhoeffValid, verhoeffDigit } from "../identifiers/Verhoeff.ts"
import { toPersianDigits } from "../text/digits.ts"

/** The largest day count the tax ID's five hex digits hold (0xFFFFF, in the year 4840). */
export const maxTaxIdDays = 0xf_ffff
/** The largest serial the tax ID's ten hex digits hold (16^10 - 1). */
export const maxTaxIdSerial = 16 ** 10 - 1

/** The memory ID is not six English letters or digits. */
export class InvalidMemoryId extends Data.TaggedError("InvalidMemoryId")<{ readonly message: string }> {}
/** The invoice date is unreadable, before 1970-01-01 or past the five hex digits of days. */
export class InvalidTaxIdDate extends Data.TaggedError("InvalidTaxIdDate")<{ readonly message: string }> {}
/** The serial is not a whole number from 0 to 16^10 - 1. */
export class InvalidTaxIdSerial extends Data.TaggedError("InvalidTaxIdSerial")<{ readonly message: string }> {}
/** Why a tax ID cannot be made. */
export type TaxIdRefusal = InvalidMemoryId | InvalidTaxIdDate | InvalidTaxIdSerial

/** The Persian messages of the refusals. */
export const taxIdMessages = {
  memoryId: "شناسه یکتای حافظه مالیاتی باید ۶ نویسه از حروف انگلیسی و رقم باشد",
  date: "تاریخ صورتحساب نامعتبر است",
  dateBefore1970: "تاریخ صورتحساب برای شماره مالیاتی باید از ۱۳۴۸/۱۰/۱۱ به بعد باشد",
  dateTooLate: "تاریخ صورتحساب بیرون از بازه شماره مالیاتی است",
  serial: `سریال صورتحساب باید عددی صحیح از ۰ تا ${toPersianDigits(maxTaxIdSerial)} باشد`,
} as const

/** A tax ID's parts, read back. */
export interface DecodedTaxId {
  readonly memoryId: string
  /** Days since 1970-01-01 of the invoice date. */
  readonly days: number
  /** The invoice date, Jalali "yyyy/MM/dd". */
  readonly date: string
  readonly serial: number
  /** Whether the last digit is the Verhoeff check digit of the decimal string. */
  readonly checkDigitHolds: boolean
}

const memoryIdPattern = /^[A-Z0-9]{6}$/
const taxIdPattern = /^([A-Z0-9]{6})([0-9A-F]{5})([0-9A-F]{10})([0-9])$/

/** The decimal string the check digit covers: letters as their ASCII codes, days padded to 6 digits, serial to 12. */
export const taxIdDecimal = (memoryId: string, days: number, serial: number): string =>
  [...memoryId.toUpperCase()].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0)))).join("") +
  String(days).padStart(6, "0") +
  String(serial).padStart(12, "0")

/** Days since 1970-01-01 of a Jalali "yyyy/MM/dd" date: its Gregorian civil date counted whole, not an instant in Tehran. */
export const taxIdDays = (date: string): Option.Option<number> =>
  Option.map(parseJalali(date), (jalali) => {
    const gregorian = toGregorian(jalali)
    return gregorianToDayNumber(gregorian.year, gregorian.month, gregorian.day)
  })

/** The 22-character tax ID from a day count: memory ID, days as 5 hex digits, serial as 10, Verhoeff check digit. */
export const taxIdOfDays = (input: {
  readonly memoryId: string
  readonly days: number
  readonly serial: number
}): Result.Result<string, TaxIdRefusal> => {
  const memoryId = input.memoryId.toUpperCase()
  if (!memoryIdPattern.test(memoryId)) return Result.fail(new InvalidMemoryId({ message: taxIdMessages.memoryId }))
  if (!Number.isInteger(input.days)) return Result.fail(new InvalidTaxIdDate({ message: taxIdMessages.date }))
  if (input.days < 0) return Result.fail(new InvalidTaxIdDate({ message: taxIdMessages.dateBefore1970 }))
  if (input.days > maxTaxIdDays) return Result.fail(new InvalidTaxIdDate({ message: taxIdMessages.dateTooLate }))
  if (!Number.isInteger(input.serial) || input.serial < 0 || input.serial > maxTaxIdSerial) {
    return Result.fail(new InvalidTaxIdSerial({ message: taxIdMessages.serial }))
  }
  const hex = (value: number, width: number): string => value.toString(16).toUpperCase().padStart(width, "0")
  const check = verhoeffDigit(taxIdDecimal(memoryId, input.days, input.serial))
  return Result.succeed(`${memoryId}${hex(input.days, 5)}${hex(input.serial, 10)}${check}`)
}

/** The 22-character tax ID of an invoice: its memory ID, its Jalali date ("yyyy/MM/dd") and its serial. */
export const taxIdOf = (input: {
  readonly memoryId: string
  readonly date: string
  readonly serial: number
}): Result.Result<string, TaxIdRefusal> =>
  Option.match(taxIdDays(input.date), {
    onNone: () => Result.fail(new InvalidTaxIdDate({ message: taxIdMessages.date })),
    onSome: (days) => taxIdOfDays({ memoryId: input.memoryId, days, serial: input.serial }),
  })

/** A tax ID's memory ID, days, Jalali date and serial, and whether its check digit holds; none when it is not shaped as one. */
export const decodeTaxId = (id: string): Option.Option<DecodedTaxId> => {
  const match = taxIdPattern.exec(id.toUpperCase())
  if (match === null) return Option.none()
  const [, memoryId = "", daysHex = "", serialHex = "", check = ""] = match
  const days = parseInt(daysHex, 16)
  const serial = parseInt(serialHex, 16)
  const date = formatJalali(jalaliFromDayNumber(days))
  return Option.some({
    memoryId,
    days,
    date,
    serial,
    checkDigitHolds: isVerhoeffValid(taxIdDecimal(memoryId, days, serial) + check),
  })
}

/** Whether a text is a tax ID whose check digit holds. */
export const isValidTaxId = (id: string): boolean => Option.exists(decodeTaxId(id), (decoded) => decoded.checkDigitHolds)
