import { Schema, SchemaTransformation } from "effect"
import { TextField } from "../../validation/fields.ts"

/** The Persian messages of a text field. */
export interface TextMessages {
  readonly required: string
  readonly tooLong: string
}

/** Required free text of at most `max` characters, trimmed, ي/ك stored as ی/ک. */
export const RequiredText = (messages: TextMessages, max: number) =>
  TextField.check(Schema.isMinLength(1, { message: messages.required }), Schema.isMaxLength(max, { message: messages.tooLong }))

/** Optional free text of at most `max` characters; empty is stored as null, as the specification stores empty text. */
export const OptionalText = (tooLong: string, max: number) =>
  TextField.check(Schema.isMaxLength(max, { message: tooLong })).pipe(
    Schema.decodeTo(
      Schema.NullOr(Schema.String),
      SchemaTransformation.transform<string | null, string>({ decode: (text) => (text === "" ? null : text), encode: (text) => text ?? "" }),
    ),
  )
