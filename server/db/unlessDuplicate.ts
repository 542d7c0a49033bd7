import { Result } from "effect"
import { isUniqueViolation } from "./uniqueViolation.ts"

/** Runs a write, answering the database's unique violation (a save that raced past the check) as the given refusal. */
export const unlessDuplicate = async <A, E>(write: () => Promise<A>, duplicate: () => E): Promise<Result.Result<A, E>> => {
  try {
    return Result.succeed(await write())
  } catch (error) {
    if (isUniqueViolation(error)) return Result.fail(duplicate())
    throw error
  }
}
