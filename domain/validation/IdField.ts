import { Option, Schema, SchemaTransformation } from "effect"
import { readsAsRecordId, repeatedIndexes } from "../identifiers/RecordId.ts"
import { toAsciiDigits } from "../text/digits.ts"
import { ListField } from "./ListField.ts"

/** The Persian messages of a reference to a stored record. */
export interface IdMessages {
  readonly required: string
  readonly invalid: string
}

/** The text of an id as sent (a number, or text in any digits); "" when nothing was chosen, "?" for anything unreadable. */
const idText = (raw: unknown): string => {
  if (raw === undefined || raw === null) return ""
  if (typeof raw === "number") return Number.isFinite(raw) ? String(raw) : "?"
  return typeof raw === "string" ? toAsciiDigits(raw.trim()) : "?"
}

/** An id as a struct field reads it: a missing key is nothing chosen. */
const IdText = Schema.optionalKey(Schema.Unknown).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transformOptional<string, unknown>({
      decode: (value: Option.Option<unknown>) => Option.some(Option.match(value, { onNone: () => "", onSome: idText })),
      encode: (text: Option.Option<string>) => text,
    }),
  ),
)

const toId = SchemaTransformation.transform({ decode: (text: string) => Number(text), encode: (id: number) => String(id) })

/** A required reference to a record (a select's value): nothing chosen fails with `required`, anything but a record id with `invalid`. */
export const IdField = (messages: IdMessages) =>
  IdText.check(
    Schema.makeFilter((text: string) => text !== "", { message: messages.required }),
    Schema.makeFilter((text: string) => text === "" || readsAsRecordId(text), { message: messages.invalid }),
  ).pipe(Schema.decodeTo(Schema.Number, toId))

/** One id of a list: anything but a record id fails with `invalid`. */
const ListedId = (invalid: string) =>
  Schema.Unknown.pipe(
    Schema.decodeTo(Schema.String, SchemaTransformation.transform<string, unknown>({ decode: idText, encode: (text) => text })),
  )
    .check(Schema.makeFilter(readsAsRecordId, { message: invalid }))
    .pipe(Schema.decodeTo(Schema.Number, toId))

/** An optional reference to a record: nothing chosen is null. */
export const OptionalIdField = (invalid: string) =>
  IdText.check(Schema.makeFilter((text: string) => text === "" || readsAsRecordId(text), { message: invalid })).pipe(
    Schema.decodeTo(
      Schema.NullOr(Schema.Number),
      SchemaTransformation.transform<number | null, string>({
        decode: (text) => (text === "" ? null : Number(text)),
        encode: (id) => (id === null ? "" : String(id)),
      }),
    ),
  )

/** The Persian messages of a list of references. */
export interface IdListMessages {
  readonly atLeastOne: string
  readonly tooMany: string
  readonly invalid: string
  readonly duplicate: string
}

/** A list of distinct references (anything but a list reads as none); errors sit under `field.<index>`, as the browser names each choice. */
export const IdListField = (messages: IdListMessages, bounds: { readonly min: number; readonly max: number }) =>
  ListField.check(
    Schema.isMinLength(bounds.min, { message: messages.atLeastOne }),
    Schema.isMaxLength(bounds.max, { message: messages.tooMany }),
  )
    .pipe(
      Schema.decodeTo(
        Schema.Array(ListedId(messages.invalid)),
        SchemaTransformation.transform<ReadonlyArray<unknown>, ReadonlyArray<unknown>>({
          decode: (ids) => ids,
          encode: (ids) => ids,
        }),
      ),
    )
    .check(
      Schema.makeFilter((ids: ReadonlyArray<number>) =>
        repeatedIndexes(ids).map((index) => ({ path: [index], issue: messages.duplicate })),
      ),
    )
