import { Option, Schema, SchemaTransformation } from "effect"

/** A list read from untrusted input: a missing key or anything but a list reads as an empty list, so the field's own "at least one" rule speaks. */
export const ListField = Schema.optionalKey(Schema.Unknown).pipe(
  Schema.decodeTo(
    Schema.Array(Schema.Unknown),
    SchemaTransformation.transformOptional<ReadonlyArray<unknown>, unknown>({
      decode: (value: Option.Option<unknown>) => Option.some(Option.match(value, { onNone: () => [], onSome: (raw): ReadonlyArray<unknown> => (Array.isArray(raw) ? raw : []) })),
      encode: (items: Option.Option<ReadonlyArray<unknown>>) => items,
    }),
  ),
)
