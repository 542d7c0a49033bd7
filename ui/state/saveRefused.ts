import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { serverFieldErrors } from "../components/form/serverErrors.ts"
import { genericErrorMessage, saveErrorMessage } from "./errors.ts"
import type { ApiAnswer } from "./queries.ts"

/** A write the server refused or the network lost: its status (none when lost), its answer, and a 422's messages by field. */
export class SaveRefused extends Error {
  /** The per-field messages of a 422, for the form to show under each field; none for any other refusal. */
  readonly fields: FieldErrors

  constructor(
    readonly status: number | undefined,
    readonly answer: unknown,
  ) {
    super(saveErrorMessage(answer, status))
    this.fields = status === 422 ? serverFieldErrors(answer) : {}
  }
}

/** The answer's data, or a SaveRefused when the server refused the write or the connection was lost. */
export const settled = async <D>(call: Promise<ApiAnswer<D>>): Promise<D> => {
  let answer: ApiAnswer<D>
  try {
    answer = await call
  } catch {
    throw new SaveRefused(undefined, undefined)
  }
  if (!answer.response.ok) throw new SaveRefused(answer.response.status, answer.error)
  // A 204 has no body: its data is undefined, which is what the operation's type says.
  return answer.data as D
}

/** The Persian text of a failed write: a 4xx's own message, else `fallback` (the generic text unless a screen has its own). */
export const refusalText = (error: unknown, fallback: string = genericErrorMessage): string =>
  error instanceof SaveRefused ? saveErrorMessage(error.answer, error.status, fallback) : fallback
