import { Schema, SchemaTransformation } from "effect"
import { toAsciiDigits } from "../text/digits.ts"
import { DigitsField } from "../validation/fields.ts"

/** A code as staff type or paste it (Persian or Arabic digits, spaces, dashes, direction marks between groups) read as bare ASCII digits. */
export const codeDigits = (text: string): string => toAsciiDigits(text).replace(/[\s\-\u200c-\u200f\u061c]/g, "")

/** The Persian messages of an identifier field. */
export interface CodeMessages {
  readonly required: string
  readonly invalid: string
}

/** The field's text read by `read` (bare digits unless the code has its own written forms). */
const CodeText = (read: (text: string) => string) =>
  DigitsField.pipe(
    Schema.decodeTo(Schema.String, SchemaTransformation.transform<string, string>({ decode: read, encode: (digits) => digits })),
  )

/** A required identifier field: empty fails with `required`, a code failing `isValid` with `invalid`; answers the bare digits. */
export const RequiredCode = (isValid: (digits: string) => boolean, messages: CodeMessages, read = codeDigits) =>
  CodeText(read).check(
    Schema.isMinLength(1, { message: messages.required }),
    Schema.makeFilter((digits: string) => digits === "" || isValid(digits), { message: messages.invalid }),
  )

/** An optional identifier field: empty answers null, anything else must pass `isValid`. */
export const OptionalCode = (isValid: (digits: string) => boolean, invalid: string, read = codeDigits) =>
  CodeText(read)
    .check(Schema.makeFilter((digits: string) => digits === "" || isValid(digits), { message: invalid }))
    .pipe(
      Schema.decodeTo(
        Schema.NullOr(Schema.String),
        SchemaTransformation.transform<string | null, string>({
          decode: (digits) => (digits === "" ? null : digits),
          encode: (digits) => digits ?? "",
        }),
      ),
    )

/** Whether every digit of a code is the same one (1111111111), which no issued code is. */
export const isRepeatedDigit = (digits: string): boolean => /^(\d)\1*$/.test(digits)
