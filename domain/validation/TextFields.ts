import { Schema, SchemaTransformation } from "effect"
import type { Lines } from "../text/refusedCharacters.ts"
import { MultilineTextField, TextField } from "./fields.ts"

/** The Persian messages of a text field. */
export interface TextMessages {
  readonly required: string
  readonly tooLong: string
}

const textOn = (lines: Lines) => (lines === "multi" ? MultilineTextField : TextField)

/** Required free text of at most `max` characters, trimmed, ي/ك stored as ی/ک; on one line unless `lines` is "multi". */
export const RequiredText = (messages: TextMessages, max: number, lines: Lines = "single") =>
  textOn(lines).check(
    Schema.isMinLength(1, { message: messages.required }),
    Schema.isMaxLength(max, { message: messages.tooLong }),
  )

/** Optional free text of at most `max` characters; empty is stored as null, as the specification stores empty text. */
export const OptionalText = (tooLong: string, max: number, lines: Lines = "single") =>
  textOn(lines)
    .check(Schema.isMaxLength(max, { message: tooLong }))
    .pipe(
      Schema.decodeTo(
        Schema.NullOr(Schema.String),
        SchemaTransformation.transform<string | null, string>({
          decode: (text) => (text === "" ? null : text),
          encode: (text) => text ?? "",
        }),
      ),
    )
