import { Option, Schema, SchemaTransformation } from "effect"
import { formatJalali, parseJalali } from "../calendar/Jalali.ts"
import { AmountField, maxRials } from "../money/RialsField.ts"
import { DigitsField } from "../validation/fields.ts"

/** The Persian messages of an amount that must be paid: nothing typed, zero or less, a fraction of a rial, beyond what is stored. */
export interface PaidAmountMessages {
  readonly required: string
  readonly notPositive: string
  readonly fraction: string
  readonly tooLarge: string
}

/** A whole amount of rials above zero and at most `maxRials`, typed with Persian digits and separators or sent as a number. */
export const PaidAmount = (messages: PaidAmountMessages) =>
  AmountField(messages.required, [
    [(text) => Number(text) > 0, messages.notPositive],
    [(text) => Number.isInteger(Number(text)), messages.fraction],
    [(text) => Number(text) <= maxRials, messages.tooLarge],
  ]).pipe(Schema.brand("Rials"))

/** The Persian messages of a required date. */
export interface DateMessages {
  readonly required: string
  readonly invalid: string
}

/** A required Jalali date («۱۴۰۵/۰۹/۰۳» or "1405/9/3"), answered as "yyyy/MM/dd" with ASCII digits. */
export const RequiredJalaliDate = (messages: DateMessages) =>
  DigitsField.check(
    Schema.isMinLength(1, { message: messages.required }),
    Schema.makeFilter((text: string) => text === "" || Option.isSome(parseJalali(text)), { message: messages.invalid }),
  ).pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.transform<string, string>({
        decode: (text) => Option.match(parseJalali(text), { onNone: () => text, onSome: formatJalali }),
        encode: (date) => date,
      }),
    ),
  )

/** The Persian messages of a choice among fixed words. */
export interface WordMessages {
  readonly required: string
  readonly invalid: string
}

/** One of a fixed list of wire words (a method, a state): nothing sent fails with `required`, any other word with `invalid`. */
export const RequiredWord = <const Words extends readonly [string, ...ReadonlyArray<string>]>(
  words: Words,
  messages: WordMessages,
) =>
  DigitsField.check(
    Schema.isMinLength(1, { message: messages.required }),
    Schema.makeFilter((text: string) => text === "" || (words as ReadonlyArray<string>).includes(text), {
      message: messages.invalid,
    }),
  ).pipe(
    Schema.decodeTo(
      Schema.Literals(words),
      SchemaTransformation.transform<Words[number], string>({ decode: (text) => text as Words[number], encode: (word) => word }),
    ),
  )
