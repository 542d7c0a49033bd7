import { Option, Schema, SchemaTransformation } from "effect"
import { normalizePersian, toAsciiDigits } from "../text/digits.ts"
import {
  hasRefusedCharacter,
  refusedCharacterMessage,
  withoutInvisibleCharacters,
  type Lines,
} from "../text/refusedCharacters.ts"
import { typeMessages } from "./typeMessages.ts"

/** What a field takes as sent: nothing (a missing key, undefined or null), text, or where `numbers` a finite number read as its digits. */
const readable =
  (numbers: boolean) =>
  (raw: unknown): boolean =>
    raw === undefined || raw === null || typeof raw === "string" || (numbers && typeof raw === "number" && Number.isFinite(raw))

/**
 * A field read from untrusted input: nothing sent reads as "", so the field's own "required" rule speaks; a value of another kind
 * (an object, a list, a yes/no) or text holding a refused character fails with its Persian message, never read as empty.
 */
const fieldOf = (read: (text: string) => string, accepts: { readonly numbers: boolean; readonly lines: Lines }) =>
  Schema.optionalKey(
    Schema.Unknown.check(
      Schema.makeFilter(readable(accepts.numbers), { message: typeMessages.notText }),
      Schema.makeFilter((raw: unknown) => typeof raw !== "string" || !hasRefusedCharacter(raw, accepts.lines), {
        message: refusedCharacterMessage,
      }),
    ),
  ).pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.transformOptional<string, unknown>({
        decode: (value: Option.Option<unknown>) =>
          Option.some(
            Option.match(value, {
              onNone: () => "",
              // Invisible characters (a zero-width space, a BOM) are dropped before anything else reads the text; ZWNJ stays.
              onSome: (raw) =>
                typeof raw === "string"
                  ? read(withoutInvisibleCharacters(raw))
                  : typeof raw === "number"
                    ? read(String(raw))
                    : "",
            }),
          ),
        encode: (text: Option.Option<string>) => text,
      }),
    ),
  )

const freeText = (text: string): string => normalizePersian(text.trim())

/** Free text on one line, trimmed, with Arabic ي/ك stored as Persian ی/ک. */
export const TextField = fieldOf(freeText, { numbers: false, lines: "single" })

/** Free text that may span lines (notes, addresses, contents): line breaks and tabs kept inside, trimmed, ي/ك stored as ی/ک. */
export const MultilineTextField = fieldOf(freeText, { numbers: false, lines: "multi" })

/** Text whose digits matter (codes, choices, mobiles, passwords), also sent as a number: Persian and Arabic-Indic digits read as ASCII, trimmed. */
export const DigitsField = fieldOf((text) => toAsciiDigits(text.trim()), { numbers: true, lines: "single" })
