import type { Context } from "hono"
import { readsAsRecordId } from "../../domain/identifiers/RecordId.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { DatabaseFault } from "../db/databaseFault.ts"
import { serverMessages } from "./messages.ts"

type ProblemStatus = 400 | 401 | 403 | 404 | 413 | 422 | 429 | 503

/** An error answer: `{message}`, or `{message, errors}` when fields are at fault. */
export const problem = (
  c: Context,
  status: ProblemStatus,
  message: string,
  errors?: Readonly<Record<string, ReadonlyArray<string>>>,
) => c.json(errors ? { message, errors } : { message }, status)

/** The 422 answer of failed validation: the first field's message on top, each field's message under its dotted name. */
export const invalid = (c: Context, fields: FieldErrors) => {
  const entries = Object.entries(fields)
  const errors = Object.fromEntries(entries.map(([name, message]) => [name, [message]]))
  return problem(c, 422, entries[0]?.[1] ?? serverMessages.fault, errors)
}

export const unauthorized = (c: Context) => problem(c, 401, serverMessages.unauthorized)
export const forbidden = (c: Context) => problem(c, 403, serverMessages.forbidden)
export const notFound = (c: Context) => problem(c, 404, serverMessages.notFound)

/** How many seconds a client should wait before trying again: a lock passes in a moment, a database coming back takes longer. */
const retryAfterSeconds: Readonly<Record<DatabaseFault, number>> = { busy: 1, unavailable: 5 }

/** The 503 of a request the database cannot serve now: away (PostgreSQL down or reconnecting) or busy (SQLite locked by another process). */
export const databaseUnavailable = (c: Context, fault: DatabaseFault) => {
  c.header("Retry-After", String(retryAfterSeconds[fault]))
  return problem(c, 503, fault === "busy" ? serverMessages.databaseBusy : serverMessages.databaseUnavailable)
}

/** Reads a path id: a record id, else undefined (answered as 404, never 500: a larger number would overflow PostgreSQL's integer). */
export const idOf = (text: string | undefined): number | undefined =>
  text !== undefined && readsAsRecordId(text) ? Number(text) : undefined
