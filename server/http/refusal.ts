import type { Context } from "hono"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { invalid, notFound, problem } from "./problems.ts"

/**
 * What every feature's tagged refusal carries, so one function answers them all: a 404 says nothing more, a 422 names
 * each field's Persian message, any other status (403, 409) carries one Persian message.
 */
export type Refusal =
  | { readonly _tag: string; readonly status: 404 }
  | { readonly _tag: string; readonly status: 422; readonly errors: FieldErrors }
  | { readonly _tag: string; readonly status: 403 | 409; readonly message: string }

/** The one place a refusal becomes an answer. */
export const answerRefusal = (c: Context, refusal: Refusal) => {
  switch (refusal.status) {
    case 404:
      return notFound(c)
    case 422:
      return invalid(c, refusal.errors)
    case 403:
      return problem(c, 403, refusal.message)
    case 409:
      return c.json({ message: refusal.message }, 409)
  }
}
