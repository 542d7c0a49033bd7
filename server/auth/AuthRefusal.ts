import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { serverMessages } from "../http/messages.ts"

/** The body breaks a rule, or the current password is wrong: each field's Persian message. */
export class AuthInvalid extends Data.TaggedError("AuthInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** No usable session: a token no longer accepted, or its user gone; the browser signs out on it. */
export class SessionEnded extends Data.TaggedError("SessionEnded")<Record<never, never>> {
  readonly status = 401
  override readonly message = serverMessages.unauthorized
}

/** The identifier and password name no active account; an unknown one, a wrong password and an inactive user alike. */
export class WrongCredentials extends Data.TaggedError("WrongCredentials")<Record<never, never>> {
  readonly status = 401
  override readonly message = serverMessages.wrongCredentials
}

/** Too many failed attempts on this path or account: the next one is let through after `waitMs`. */
export class Throttled extends Data.TaggedError("Throttled")<{ readonly waitMs: number }> {
  readonly status = 429
  override readonly message = serverMessages.throttled
  /** The wait as the Retry-After header tells it: whole seconds, at least one. */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.waitMs / 1000))
  }
}

/** Why an auth call was refused. */
export type AuthRefusal = AuthInvalid | SessionEnded | WrongCredentials | Throttled
