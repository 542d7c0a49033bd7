import { Data } from "effect"

/** The notification does not exist, or belongs to another user. */
export class NotificationNotFound extends Data.TaggedError("NotificationNotFound")<Record<never, never>> {
  readonly status = 404
}

/** Why a notification call was refused. */
export type NotificationRefusal = NotificationNotFound
