import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { serverMessages } from "../http/messages.ts"

/** The view does not exist, or is of a list the caller may not see: the same answer, so a view's list is not told. */
export class ViewNotFound extends Data.TaggedError("ViewNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The view breaks a rule (an empty, long or taken name, a list without views, filters or an order the list lacks): nothing was written. */
export class ViewInvalid extends Data.TaggedError("ViewInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** The caller may not see the list the view is for. */
export class ViewListForbidden extends Data.TaggedError("ViewListForbidden")<Record<never, never>> {
  readonly status = 403
  override readonly message = serverMessages.forbidden
}

/** A view shared with the caller (another user's, or the role's) is used, not changed. */
export class ViewNotOwn extends Data.TaggedError("ViewNotOwn")<Record<never, never>> {
  readonly status = 403
  override readonly message = "فقط نماهای خودتان را می‌توانید تغییر دهید"
}

/** Why a saved view call was refused. */
export type ViewRefusal = ViewNotFound | ViewInvalid | ViewListForbidden | ViewNotOwn
