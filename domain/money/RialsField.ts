import { Option, Schema, SchemaTransformation } from "effect"
import { toAsciiDigits } from "../text/digits.ts"

/** The largest amount the back office stores: fifteen nines, the largest amount `amountInWords` writes out, well inside the safe integers. */
export const maxRials = 999_999_999_999_999

/** The Persian messages of an amount field, in the order its rules are checked. */
export interface RialsMessages {
  readonly required: string
  readonly negative: string
  readonly fraction: string
  readonly tooLarge: string
}

/** Thousands separators (comma, Arabic comma and thousands sign, spaces) and the direction marks that pasted numbers carry. */
const ignored = /[,،٬\s\u200e\u200f\u061c]/g
const decimalText = /^-?\d+(?:\.\d+)?$/

/** An amount typed or sent as text, with Persian or Arabic digits, separators, a decimal sign ٫ and a minus on either side, as one ASCII decimal text ("" when it is no number). */
export const amountText = (raw: unknown): string => {
  // A tiny fraction prints as "1e-7": written out in full, so the decimals rule counts its digits.
  if (typeof raw === "number")
    return Number.isFinite(raw)
      ? Number.isInteger(raw)
        ? BigInt(raw).toString()
        : /e/i.test(String(raw))
          ? raw.toFixed(20).replace(/0+$/, "")
          : String(raw)
      : ""
  if (typeof raw !== "string") return ""
  const text = toAsciiDigits(raw).replace(ignored, "").replace(/٫/g, ".").replace(/−/g, "-")
  const signed = text.endsWith("-") && !text.startsWith("-") ? `-${text.slice(0, -1)}` : text
  return decimalText.test(signed) ? signed : ""
}

/** A required number read with `amountText`: no number fails with `required`, then each rule on the number's text with its own message, in order. */
export const AmountField = (
  required: string,
  rules: ReadonlyArray<readonly [holds: (text: string) => boolean, message: string]>,
) =>
  Schema.optionalKey(Schema.Unknown)
    .pipe(
      Schema.decodeTo(
        Schema.String,
        SchemaTransformation.transformOptional<string, unknown>({
          decode: (value: Option.Option<unknown>) => Option.some(Option.match(value, { onNone: () => "", onSome: amountText })),
          encode: (text: Option.Option<string>) => text,
        }),
      ),
    )
    .check(
      Schema.makeFilter((text: string) => text !== "", { message: required }),
      ...rules.map(([holds, message]) => Schema.makeFilter((text: string) => text === "" || holds(text), { message })),
    )
    .pipe(
      Schema.decodeTo(
        Schema.Number,
        SchemaTransformation.transform({
          decode: (text: string) => Number(text) + 0,
          encode: (amount: number) => String(amount),
        }),
      ),
    )

/** A whole, non-negative amount of rials up to `maxRials`, read from a number or a typed text, failing with the field's own messages. */
export const RialsField = (messages: RialsMessages) =>
  AmountField(messages.required, [
    [(text) => Number(text) >= 0, messages.negative],
    [(text) => Number.isInteger(Number(text)), messages.fraction],
    [(text) => Number(text) <= maxRials, messages.tooLarge],
  ]).pipe(Schema.brand("Rials"))
