import fc from "fast-check"
import { Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { roles } from "../roles/Role.ts"
import {
  Notification,
  NotificationList,
  notificationKind,
  notificationKindLabels,
  notificationMessages,
  notificationPollMs,
  notificationTarget,
  notificationToastMs,
  readSeenIds,
} from "./Notification.ts"
import { markSeen, unseen } from "./NotificationStore.ts"

const notification = (id: number, status: string, serial: number | null, readAt: string | null = null): Notification => ({
  id,
  read_at: readAt,
  created_at: "2024-03-20T08:00:00.000Z",
  data: { status, message: "پیش‌فاکتور تایید شد", serial_number: serial },
})

const arbitraryNotification = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  read_at: fc.option(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    { nil: null },
  ),
  created_at: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  data: fc.record(
    {
      status: fc.oneof(fc.constantFrom("formal", "informal"), fc.string()),
      message: fc.string(),
      reason: fc.option(fc.string(), { nil: null }),
      serial_number: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
    },
    { requiredKeys: ["status", "message", "serial_number"] },
  ),
})

describe("notification texts and constants", () => {
  it("pins the panel's Persian texts, kind labels and timings", () => {
    expect(notificationMessages).toEqual({
      empty: "اعلان جدیدی وجود ندارد",
      markedRead: "اعلان خوانده شد",
      allMarkedRead: "همه اعلانها خوانده شدند",
      failed: "خطایی رخ داد، لطفاً دوباره تلاش کنید",
    })
    expect(notificationKindLabels).toEqual({ formal: "فاکتور رسمی", informal: "پیش‌فاکتور", system: "پیام سیستم" })
    expect(notificationPollMs).toBe(300000)
    expect(notificationToastMs).toBe(10000)
  })
})

describe("notification kind and click target", () => {
  it("reads formal and informal as invoices and anything else as a system message", () => {
    expect(notificationKind("formal")).toBe("formal")
    expect(notificationKind("informal")).toBe("informal")
    expect(notificationKind("rejected")).toBe("system")
    expect(notificationKind("")).toBe("system")
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== "formal" && s !== "informal"),
        (s) => {
          expect(notificationKind(s)).toBe("system")
        },
      ),
    )
  })

  it("sends the financial manager to the order list, the production manager to the dashboard, and others to the invoice list of the kind", () => {
    expect(notificationTarget("financial-manager", notification(1, "formal", 12))).toBe("/dashboard/order-list?serial_number=12")
    expect(notificationTarget("financial-manager", notification(1, "informal", 12))).toBe(
      "/dashboard/order-list?serial_number=12",
    )
    expect(notificationTarget("sales-expert", notification(1, "formal", 12))).toBe(
      "/dashboard/formal-invoice-list?serial_number=12",
    )
    expect(notificationTarget("super-admin", notification(1, "informal", 7))).toBe(
      "/dashboard/informal-invoice-list?serial_number=7",
    )
    expect(notificationTarget("sales-manager", notification(1, "backup", 7))).toBe("/dashboard")
    expect(notificationTarget("sales-manager", notification(1, "formal", null))).toBe("/dashboard/formal-invoice-list")
    expect(notificationTarget("production-manager", notification(1, "formal", 12))).toBe("/dashboard")
    expect(notificationTarget("production-manager", notification(1, "informal", 12))).toBe("/dashboard")
    expect(notificationTarget("operator", notification(1, "formal", 12))).toBe("/dashboard")
  })

  it("always targets one of the specification's three lists (or the dashboard for a system message and for production's roles), carrying the serial", () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles), arbitraryNotification, (role, n) => {
        const target = notificationTarget(role, n)
        const [path, query] = target.split("?")
        const kind = notificationKind(n.data.status)
        const expected =
          role === "financial-manager"
            ? "/dashboard/order-list"
            : kind === "system" || role === "production-manager" || role === "operator"
              ? "/dashboard"
              : `/dashboard/${kind}-invoice-list`
        expect(path).toBe(expected)
        if (path !== "/dashboard")
          expect(query).toBe(n.data.serial_number === null ? undefined : `serial_number=${n.data.serial_number}`)
      }),
    )
  })
})

describe("notification schema", () => {
  it("round-trips any notification list and refuses a malformed one", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNotification), (list) => {
        const encoded = Schema.encodeSync(NotificationList)(list)
        expect(Schema.decodeUnknownSync(NotificationList)(JSON.parse(JSON.stringify(encoded)))).toEqual(list)
      }),
    )
    expect(Schema.decodeUnknownOption(Notification)({ id: "x", read_at: null, created_at: "", data: {} })).toEqual(Option.none())
  })
})

describe("toast once per browser session", () => {
  it("toasts only unread notifications not toasted yet", () => {
    const list = [
      notification(1, "formal", 1),
      notification(2, "informal", 2),
      notification(3, "formal", 3, "2024-03-20T09:00:00.000Z"),
    ]
    expect(unseen(list, [1]).map((n) => n.id)).toEqual([2])
    expect(unseen(list, markSeen([1], unseen(list, [1])))).toEqual([])
  })

  it("never toasts a notification twice however the polls repeat", () => {
    fc.assert(
      fc.property(fc.array(fc.array(arbitraryNotification, { maxLength: 8 }), { maxLength: 6 }), (polls) => {
        let seen: ReadonlyArray<number> = []
        const toasted: Array<number> = []
        for (const poll of polls) {
          const fresh = unseen(poll, seen)
          for (const n of fresh) expect(n.read_at).toBeNull()
          toasted.push(...new Set(fresh.map((n) => n.id)))
          seen = readSeenIds(JSON.stringify(markSeen(seen, fresh)))
        }
        expect(new Set(toasted).size).toBe(toasted.length)
      }),
    )
  })

  it("reads missing or corrupt stored ids as none toasted", () => {
    expect(readSeenIds(null)).toEqual([])
    expect(readSeenIds("not json")).toEqual([])
    expect(readSeenIds('{"a":1}')).toEqual([])
    expect(readSeenIds("[3,4]")).toEqual([3, 4])
  })
})
