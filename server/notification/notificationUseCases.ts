import type { NotificationId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import type { Clock } from "../../domain/ports/Clock.ts"
import type { Schemas } from "../http/answers.ts"
import { NotificationNotFound, type NotificationRefusal } from "./NotificationRefusal.ts"
import type { NotificationRecord, NotificationStore } from "./notificationStore.ts"

/** The signed-in user whose notifications are read; nobody reads another's. */
export interface Reader {
  readonly id: number
}

/** The reading side of the notifications: list, unread, mark one read, mark all read. */
export interface NotificationUseCases {
  readonly list: (reader: Reader) => Promise<ReadonlyArray<Schemas["Notification"]>>
  readonly unread: (reader: Reader) => Promise<ReadonlyArray<Schemas["Notification"]>>
  readonly markRead: (reader: Reader, id: NotificationId) => Promise<Result.Result<Schemas["Notification"], NotificationRefusal>>
  /** Marks every unread notification of the reader read, answering how many were. */
  readonly markAllRead: (reader: Reader) => Promise<number>
}

const toAnswer = (row: NotificationRecord): Schemas["Notification"] => ({
  id: row.id,
  read_at: row.read_at,
  created_at: row.created_at,
  data: { status: row.status, message: row.message, reason: row.reason, serial_number: row.serial_number },
})

/** The notification use cases over their store, stamping reads with the clock. */
export const notificationUseCases = (store: NotificationStore, clock: Clock): NotificationUseCases => {
  const nowIso = () => new Date(clock.now()).toISOString()
  return {
    list: async (reader) => (await store.list(reader.id, false)).map(toAnswer),
    unread: async (reader) => (await store.list(reader.id, true)).map(toAnswer),
    markRead: async (reader, id) => {
      const row = await store.markRead(reader.id, id, nowIso())
      return row ? Result.succeed(toAnswer(row)) : Result.fail(new NotificationNotFound())
    },
    markAllRead: (reader) => store.markAllRead(reader.id, nowIso()),
  }
}
