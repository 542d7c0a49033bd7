import { Result } from "effect"
import type { FieldErrors } from "./FieldErrors.ts"

/** A body that is no object is read as an empty one, so every field answers with its own Persian message. */
export const formBody = (input: unknown): Readonly<Record<string, unknown>> =>
  typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {}

/** Adds the errors of rules spanning several fields; a field's own first failing rule stays the one shown. */
export const withFormErrors = <A>(fields: Result.Result<A, FieldErrors>, across: FieldErrors): Result.Result<A, FieldErrors> =>
  Object.keys(across).length === 0
    ? fields
    : Result.fail({ ...across, ...Result.match(fields, { onSuccess: () => ({}), onFailure: (errors) => errors }) })

/** One uniqueness rule: the field its message sits under, when two records clash, and the Persian message. */
export interface UniqueRule<A> {
  readonly field: string
  readonly clash: (candidate: A, stored: A) => boolean
  readonly message: string
}

/** The uniqueness errors of a record against the stored ones, the record itself (same id) excepted. */
export const conflictsOf = <A>(
  candidate: A & { readonly id?: number | null | undefined },
  stored: ReadonlyArray<A & { readonly id: number }>,
  rules: ReadonlyArray<UniqueRule<A>>,
): FieldErrors =>
  Object.fromEntries(
    rules
      .filter((rule) => stored.some((other) => other.id !== candidate.id && rule.clash(candidate, other)))
      .map((rule) => [rule.field, rule.message]),
  )
