import { Option, Schema, SchemaTransformation } from "effect"
import { normalizePersian, toAsciiDigits } from "../text/digits.ts"

/** A field read from untrusted input: a missing key, `null` or a non-text value reads as "", so the field's own "required" rule speaks. */
const fieldOf = (read: (text: string) => string) =>
  Schema.optionalKey(Schema.Unknown).pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.transformOptional<string, unknown>({
        decode: (value: Option.Option<unknown>) =>
          Option.some(
            Option.match(value, {
              onNone: () => "",
              onSome: (raw) => (typeof raw === "string" ? read(raw) : typeof raw === "number" && Number.isFinite(raw) ? read(String(raw)) : ""),
            }),
          ),
        encode: (text: Option.Option<string>) => text,
      }),
    ),
  )

/** The NUL character, which no one types and PostgreSQL cannot store in text: dropped from every field read. */
const nul = /\u0000/g

/** Free text, trimmed, with Arabic ي/ك stored as Persian ی/ک. */
export const TextField = fieldOf((text) => normalizePersian(text.replace(nul, "").trim()))

/** Text whose digits matter (codes, mobiles, passwords): Persian and Arabic-Indic digits read as ASCII, trimmed. */
export const DigitsField = fieldOf((text) => toAsciiDigits(text.replace(nul, "").trim()))
