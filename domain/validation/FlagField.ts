import { Option, Schema, SchemaTransformation } from "effect"

/** Reads a yes/no value as JSON and multipart bodies send it (true/false, 1/0, "1"/"0", "true"/"false"); anything else is unreadable. */
export const readFlag = (raw: unknown): Option.Option<boolean> => {
  if (raw === true || raw === 1 || raw === "1" || raw === "true") return Option.some(true)
  if (raw === false || raw === 0 || raw === "0" || raw === "false") return Option.some(false)
  return Option.none()
}

/** A yes/no field: a missing key or null reads as `whenMissing` (when given), an unreadable value fails with the field's Persian `message`. */
export const FlagField = (message: string, whenMissing?: boolean) =>
  Schema.optionalKey(Schema.Unknown)
    .pipe(
      Schema.decodeTo(
        Schema.NullOr(Schema.Boolean),
        SchemaTransformation.transformOptional<boolean | null, unknown>({
          decode: (value: Option.Option<unknown>) =>
            Option.some(
              Option.match(
                Option.filter(value, (raw) => raw !== null && raw !== undefined),
                {
                  onNone: () => whenMissing ?? null,
                  onSome: (raw) => Option.getOrNull(readFlag(raw)),
                },
              ),
            ),
          encode: (flag: Option.Option<boolean | null>) => flag,
        }),
      ),
    )
    .check(Schema.makeFilter((flag: boolean | null) => flag !== null, { message }))
    .pipe(
      Schema.decodeTo(
        Schema.Boolean,
        SchemaTransformation.transform<boolean, boolean | null>({
          decode: (flag) => flag === true,
          encode: (flag: boolean) => flag,
        }),
      ),
    )
