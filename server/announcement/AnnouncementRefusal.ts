import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { serverMessages } from "../http/messages.ts"

/** The announcement title does not exist. */
export class AnnouncementTitleNotFound extends Data.TaggedError("AnnouncementTitleNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The form breaks a rule or an attachment is too large: each field's Persian message; nothing was written or kept. */
export class AnnouncementInvalid extends Data.TaggedError("AnnouncementInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** A block sent with an id that names no block of this title; the whole save was undone. */
export class BlockOfAnotherTitle extends Data.TaggedError("BlockOfAnotherTitle")<{ readonly index: number }> {
  readonly status = 422
  /** The message under the offending block's id. */
  get errors(): FieldErrors {
    return { [`announcements.${this.index}.id`]: serverMessages.unknownBlock }
  }
}

/** Why an announcement call was refused. */
export type AnnouncementRefusal = AnnouncementTitleNotFound | AnnouncementInvalid | BlockOfAnotherTitle
