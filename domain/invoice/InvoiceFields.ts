import { Option, Schema, SchemaTransformation } from "effect"
import { formatJalali, parseJalali } from "../calendar/Jalali.ts"
import { repeatedIndexes } from "../identifiers/RecordId.ts"
import type { OptionItem } from "../options/Options.ts"
import { formBody } from "../validation/FormBody.ts"
import { ListField } from "../validation/ListField.ts"
import { DigitsField } from "../validation/fields.ts"

/** A list of rows of one shape: anything but a list reads as none, a row that is no object as an empty one, so each field speaks. */
export const RowList = <S extends Schema.Codec<unknown, Readonly<Record<string, unknown>>, never, never>>(
  row: S,
  bounds: { readonly min: number; readonly max: number; readonly tooFew: string; readonly tooMany: string },
) =>
  ListField.check(
    Schema.isMinLength(bounds.min, { message: bounds.tooFew }),
    Schema.isMaxLength(bounds.max, { message: bounds.tooMany }),
  ).pipe(
    Schema.decodeTo(
      Schema.Array(row),
      SchemaTransformation.transform<ReadonlyArray<S["Encoded"]>, ReadonlyArray<unknown>>({
        decode: (rows) => rows.map(formBody),
        encode: (rows) => rows,
      }),
    ),
  )

/** Refuses a row whose `key` repeats an earlier row's, under the later row's `key`. */
export const distinctBy = <Row>(key: keyof Row & string, message: string) =>
  Schema.makeFilter((rows: ReadonlyArray<Row>) =>
    repeatedIndexes(rows.map((row) => (row[key] as number | null | undefined) ?? null)).map((index) => ({
      path: [index, key],
      issue: message,
    })),
  )

/** An optional choice from a fixed option list: nothing chosen is null, any other value than a code fails with `message`. */
export const OptionalChoice = <const Items extends ReadonlyArray<OptionItem>>(items: Items, message: string) =>
  DigitsField.check(
    Schema.makeFilter((text: string) => text === "" || items.some((item) => String(item.code) === text), { message }),
  ).pipe(
    Schema.decodeTo(
      Schema.NullOr(Schema.Number),
      SchemaTransformation.transform<number | null, string>({
        decode: (text) => (text === "" ? null : Number(text)),
        encode: (code) => (code === null ? "" : String(code)),
      }),
    ),
  ) as unknown as Schema.Codec<Items[number]["code"] | null, unknown, never, never>

/** An optional Jalali date («۱۴۰۵/۰۹/۰۳» or "1405/9/3"), answered as "yyyy/MM/dd"; nothing sent is null. */
export const OptionalJalaliDate = (message: string) =>
  DigitsField.check(Schema.makeFilter((text: string) => text === "" || Option.isSome(parseJalali(text)), { message })).pipe(
    Schema.decodeTo(
      Schema.NullOr(Schema.String),
      SchemaTransformation.transform<string | null, string>({
        decode: (text) => (text === "" ? null : Option.match(parseJalali(text), { onNone: () => text, onSome: formatJalali })),
        encode: (date) => date ?? "",
      }),
    ),
  )

/** One of a fixed list of words (a kind): anything else fails with `message`. */
export const WordField = <const Words extends readonly [string, ...ReadonlyArray<string>]>(words: Words, message: string) =>
  DigitsField.check(Schema.makeFilter((text: string) => (words as ReadonlyArray<string>).includes(text), { message })).pipe(
    Schema.decodeTo(
      Schema.Literals(words),
      SchemaTransformation.transform<Words[number], string>({ decode: (text) => text as Words[number], encode: (word) => word }),
    ),
  )
