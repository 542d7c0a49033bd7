import type { Context } from "hono"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { DatabaseFault } from "../db/databaseFault.ts"
import { databaseUnavailable, invalid, notFound, problem } from "./problems.ts"

/**
 * What every feature's tagged refusal carries, so one function answers them all: a 404 says nothing more, a 422 names
 * each field's Persian message, a 429 says when to come back, a 503 which database fault, any other status one Persian message.
 */
export type Refusal =
  | { readonly _tag: string; readonly status: 404 }
  | { readonly _tag: string; readonly status: 422; readonly errors: FieldErrors }
  | { readonly _tag: string; readonly status: 401 | 403 | 409; readonly message: string }
  | { readonly _tag: string; readonly status: 429; readonly message: string; readonly retryAfterSeconds: number }
  | { readonly _tag: string; readonly status: 503; readonly fault: DatabaseFault }

/** The one place a refusal becomes an answer. */
export const answerRefusal = (c: Context, refusal: Refusal) => {
  switch (refusal.status) {
    case 404:
      return notFound(c)
    case 422:
      return invalid(c, refusal.errors)
    case 401:
    case 403:
      return problem(c, refusal.status, refusal.message)
    case 429:
      c.header("Retry-After", String(refusal.retryAfterSeconds))
      return problem(c, 429, refusal.message)
    case 503:
      return databaseUnavailable(c, refusal.fault)
    case 409:
      return c.json({ message: refusal.message }, 409)
  }
}
