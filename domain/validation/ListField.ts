import { Option, Schema, SchemaTransformation } from "effect"
import { typeMessages } from "./typeMessages.ts"

/**
 * A list read from untrusted input: a missing key or null reads as an empty list, so the field's own "at least one" rule speaks;
 * anything else but a list fails with its Persian message, never read as empty.
 */
export const ListField = Schema.optionalKey(
  Schema.Unknown.check(
    Schema.makeFilter((raw: unknown) => raw === undefined || raw === null || Array.isArray(raw), {
      message: typeMessages.notList,
    }),
  ),
).pipe(
  Schema.decodeTo(
    Schema.Array(Schema.Unknown),
    SchemaTransformation.transformOptional<ReadonlyArray<unknown>, unknown>({
      decode: (value: Option.Option<unknown>) =>
        Option.some(
          Option.match(value, { onNone: () => [], onSome: (raw): ReadonlyArray<unknown> => (Array.isArray(raw) ? raw : []) }),
        ),
      encode: (items: Option.Option<ReadonlyArray<unknown>>) => items,
    }),
  ),
)
