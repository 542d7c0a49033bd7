import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Notification } from "../../../../domain/notification/Notification.ts"
import { shownNotifications } from "./shownNotifications.ts"

const now = "2024-03-20T10:00:00.000Z"
const notification = (id: number, readAt: string | null = null, hour = 8): Notification => ({
  id,
  read_at: readAt,
  created_at: `2024-03-20T${String(hour).padStart(2, "0")}:00:00.000Z`,
  data: { status: "formal", message: "فاکتور رسمی شد", serial_number: id },
})

describe("the notifications the panel shows", () => {
  it("joins the list and the unread answers once by id, newest first, the later answer winning", () => {
    const list = { items: [notification(1, now, 7), notification(2, null, 9)], at: 2 }
    const unread = { items: [notification(1, null, 7), notification(3, null, 8)], at: 1 }
    expect(shownNotifications([unread, list], new Set(), now)).toEqual([
      notification(2, null, 9),
      notification(3, null, 8),
      notification(1, now, 7),
    ])
    expect(shownNotifications([{ ...unread, at: 3 }, list], new Set(), now).map((item) => item.read_at)).toEqual([
      null,
      null,
      null,
    ])
  })

  it("shows a notification whose read mark is under way as read, and only those", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 })),
        fc.uniqueArray(fc.integer({ min: 1, max: 50 })),
        (ids, marked) => {
          const shown = shownNotifications([{ items: ids.map((id) => notification(id)), at: 1 }], new Set(marked), now)
          expect(shown).toHaveLength(ids.length)
          for (const item of shown) expect(item.read_at === null).toBe(!marked.includes(item.id))
        },
      ),
    )
  })

  it("shows nothing before any answer", () => {
    expect(shownNotifications([{ items: undefined, at: 0 }], new Set([1]), now)).toEqual([])
  })
})
