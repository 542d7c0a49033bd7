import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The search text is empty or too long: answered under `q`. */
export class SearchInvalid extends Data.TaggedError("SearchInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a search was refused. */
export type SearchRefusal = SearchInvalid
