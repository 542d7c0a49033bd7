import type { FieldErrors } from "../../../../domain/validation/FieldErrors.ts"
import { serverFieldErrors } from "../../../components/form/serverErrors.ts"
import { genericErrorMessage, saveErrorMessage } from "../../../state/errors.ts"
import type { ApiAnswer } from "../../../state/queries.ts"

/** A refusal of a floor call: the Persian reason to show (a 422's first field message first), the per-field messages, the status. */
export class FloorRefused extends Error {
  constructor(
    readonly text: string,
    readonly fields: FieldErrors,
    readonly status: number | undefined,
  ) {
    super(text)
  }
}

/** The answer's data, or a FloorRefused in the server's Persian words (a lost connection gets the generic text). */
export const settled = async <D>(call: Promise<ApiAnswer<D>>): Promise<D | undefined> => {
  let answer: ApiAnswer<D>
  try {
    answer = await call
  } catch {
    throw new FloorRefused(genericErrorMessage, {}, undefined)
  }
  if (answer.response.ok) return answer.data
  const fields = serverFieldErrors(answer.error)
  const status = answer.response.status
  // A scan's refusal names its reason under `code` or `station`: that reason is what the operator reads, not the summary.
  const reason = fields.code ?? fields.station ?? fields.scan ?? Object.values(fields)[0]
  throw new FloorRefused(status === 422 && reason !== undefined ? reason : saveErrorMessage(answer.error, status), fields, status)
}

/** The Persian text of any failure of a floor call. */
export const refusalText = (error: unknown): string => (error instanceof FloorRefused ? error.text : genericErrorMessage)
