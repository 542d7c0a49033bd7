import { Result, Schema, SchemaIssue } from "effect"

/** The Persian message of the first failing rule of each field, keyed by the input's dotted name (`announcements.0.content`). */
export type FieldErrors = Readonly<Record<string, string>>

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** The dotted name of a schema path, as the browser names its inputs. */
export const dottedName = (path: ReadonlyArray<PropertyKey>): string => path.map(String).join(".")

/** Flattens a schema failure into field errors, keeping the first message of each field (the specification's rule order). */
export const fieldErrorsOf = (issue: SchemaIssue.Issue): FieldErrors => {
  const errors: Record<string, string> = {}
  for (const { path, message } of formatter(issue).issues) {
    const name = dottedName((path ?? []).map((segment) => (typeof segment === "object" ? segment.key : segment)))
    if (!(name in errors)) errors[name] = message
  }
  return errors
}

/** Decodes unknown input with a form schema, answering the decoded value or every field's first Persian message. */
export const validateWith =
  <S extends Schema.Codec<unknown, unknown, never, never>>(schema: S) =>
  (input: unknown): Result.Result<S["Type"], FieldErrors> =>
    Result.mapError(Schema.decodeUnknownResult(schema)(input, { errors: "all" }), (error) => fieldErrorsOf(error.issue))
