import { Option, Schema } from "effect"
import { canOpenRoute, type Role } from "../roles/Role.ts"

/** The Persian texts of the notification panel and its toasts. */
export const notificationMessages = {
  empty: "اعلان جدیدی وجود ندارد",
  markedRead: "اعلان خوانده شد",
  allMarkedRead: "همه اعلانها خوانده شدند",
  failed: "خطایی رخ داد، لطفاً دوباره تلاش کنید",
} as const

/** How often the unread notifications are polled: every 5 minutes. */
export const notificationPollMs = 300_000

/** How long each unread notification's toast stays: 10 s. */
export const notificationToastMs = 10_000

/** What a notification says: its status (formal, informal or another event), message, optional reason and invoice serial number (none for some system messages). */
export const NotificationData = Schema.Struct({
  status: Schema.String,
  message: Schema.String,
  reason: Schema.optionalKey(Schema.NullOr(Schema.String)),
  serial_number: Schema.NullOr(Schema.Number.check(Schema.isInt())),
})

/** A notification as the notification calls answer it; `read_at` is null while unread. */
export const Notification = Schema.Struct({
  id: Schema.Number.check(Schema.isInt()),
  read_at: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  data: NotificationData,
})
export type Notification = typeof Notification.Type

/** The notification list and unread calls' answer: a bare array. */
export const NotificationList = Schema.Array(Notification)

/** What a notification is about: a formal invoice, a pre-invoice, or anything else (a system message). */
export type NotificationKind = "formal" | "informal" | "system"

/** The kind of a notification's status: formal and informal name invoices, anything else is a system message. */
export const notificationKind = (status: string): NotificationKind =>
  status === "formal" ? "formal" : status === "informal" ? "informal" : "system"

/** The Persian name of each kind. */
export const notificationKindLabels: Readonly<Record<NotificationKind, string>> = {
  formal: "فاکتور رسمی",
  informal: "پیش‌فاکتور",
  system: "پیام سیستم",
}

/**
 * Where clicking a notification goes: a financial manager to the order list, others to the invoice list of its kind,
 * a system message (or an invoice's, for a role that opens no invoice list: production's roles) to the dashboard.
 */
export const notificationTarget = (role: Role, notification: Notification): string => {
  const serial = notification.data.serial_number
  const query = serial === null ? "" : `?serial_number=${serial}`
  if (role === "financial-manager") return `/dashboard/order-list${query}`
  const kind = notificationKind(notification.data.status)
  const list = `/dashboard/${kind}-invoice-list`
  // A system message names no invoice list, and a list the role may not open would only show the no-access page.
  return kind === "system" || !canOpenRoute(role, list) ? "/dashboard" : `${list}${query}`
}

/** The ids already toasted in this browser session, as kept in session storage. */
export const SeenIdsJson = Schema.fromJsonString(Schema.Array(Schema.Number))

/** Reads the toasted ids from session storage; missing or corrupt storage reads as none toasted yet. */
export const readSeenIds = (text: string | null): ReadonlyArray<number> =>
  text === null ? [] : Option.getOrElse(Schema.decodeUnknownOption(SeenIdsJson)(text), () => [])
