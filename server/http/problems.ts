import type { Context } from "hono"
import { readsAsRecordId } from "../../domain/identifiers/RecordId.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { serverMessages } from "./messages.ts"

type ProblemStatus = 400 | 401 | 403 | 404 | 413 | 422 | 429

/** An error answer: `{message}`, or `{message, errors}` when fields are at fault. */
export const problem = (c: Context, status: ProblemStatus, message: string, errors?: Readonly<Record<string, ReadonlyArray<string>>>) =>
  c.json(errors ? { message, errors } : { message }, status)

/** The 422 answer of failed validation: the first field's message on top, each field's message under its dotted name. */
export const invalid = (c: Context, fields: FieldErrors) => {
  const entries = Object.entries(fields)
  const errors = Object.fromEntries(entries.map(([name, message]) => [name, [message]]))
  return problem(c, 422, entries[0]?.[1] ?? serverMessages.fault, errors)
}

export const unauthorized = (c: Context) => problem(c, 401, serverMessages.unauthorized)
export const forbidden = (c: Context) => problem(c, 403, serverMessages.forbidden)
export const notFound = (c: Context) => problem(c, 404, serverMessages.notFound)

/** Reads a path id: a record id, else undefined (answered as 404, never 500: a larger number would overflow PostgreSQL's integer). */
export const idOf = (text: string | undefined): number | undefined => (text !== undefined && readsAsRecordId(text) ? Number(text) : undefined)
