import type { Context } from "hono"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { isUniqueViolation } from "../db/uniqueViolation.ts"
import { invalid } from "./problems.ts"

/** Runs a write, answering the database's unique violation (a save that raced past the check) with 422 under the field. */
export const unlessTaken = async (c: Context, taken: FieldErrors, write: () => Promise<Response>): Promise<Response> => {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) return invalid(c, taken)
    throw error
  }
}
