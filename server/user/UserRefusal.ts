import { Data } from "effect"
import { userMessages } from "../../domain/user/UserForm.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The user does not exist. */
export class UserNotFound extends Data.TaggedError("UserNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body or the change breaks a rule: each field's Persian message. */
export class UserInvalid extends Data.TaggedError("UserInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** The stored user is a super-admin or an operator, whom only a super-admin may change. */
export class UserProtected extends Data.TaggedError("UserProtected")<{ readonly message: string }> {
  readonly status = 403
}

/** The database's unique index found a personnel code or mobile another user holds: a save that raced past the first check. */
export class UserTaken extends Data.TaggedError("UserTaken")<{ readonly field: "personnel_code" | "mobile" }> {
  readonly status = 422
  get errors(): FieldErrors {
    return { [this.field]: this.field === "mobile" ? userMessages.mobileTaken : userMessages.personnelCodeTaken }
  }
}

/** Why a user call was refused. */
export type UserRefusal = UserNotFound | UserInvalid | UserProtected | UserTaken
