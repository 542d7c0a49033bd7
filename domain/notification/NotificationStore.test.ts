import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Notification } from "./Notification.ts"
import {
  confirm,
  emptyNotificationState,
  markAllRead,
  markReadOptimistic,
  received,
  rollback,
  unreadCount,
  unreadOf,
  type NotificationState,
} from "./NotificationStore.ts"

const now = "2024-03-20T10:00:00.000Z"
const notification = (id: number, readAt: string | null = null): Notification => ({
  id,
  read_at: readAt,
  created_at: "2024-03-20T08:00:00.000Z",
  data: { status: "formal", message: "فاکتور رسمی شد", serial_number: id },
})

describe("optimistic read marks", () => {
  it("marks one read at once, keeps it on success and takes it back on failure", () => {
    const loaded = received(emptyNotificationState, [notification(1), notification(2), notification(3, now)])
    expect(unreadCount(loaded)).toBe(2)
    const marked = markReadOptimistic(loaded, 1, now)
    expect(unreadOf(marked).map((n) => n.id)).toEqual([2])
    expect(unreadCount(confirm(marked, 1))).toBe(1)
    expect(rollback(marked, 1)).toEqual(loaded)
    expect(rollback(loaded, 3)).toEqual(loaded)
  })

  it("marks all read and rolls all of them back when the call fails", () => {
    const loaded = received(emptyNotificationState, [notification(1), notification(2), notification(3, now)])
    const marked = markAllRead(loaded, now)
    expect(unreadCount(marked)).toBe(0)
    expect(
      rollback(
        marked,
        unreadOf(loaded).map((n) => n.id),
      ),
    ).toEqual(loaded)
    expect(confirm(marked, [1, 2]).pending.size).toBe(0)
  })

  it("keeps a pending mark when a poll answers before the call does", () => {
    const marked = markReadOptimistic(received(emptyNotificationState, [notification(1)]), 1, now)
    expect(unreadCount(received(marked, [notification(1)]))).toBe(0)
    expect(unreadCount(rollback(received(marked, [notification(1)]), 1))).toBe(1)
  })
})

/** Each notification, as the panel should show it: unread, read while its call runs, or read for good. */
type Model = Map<number, "unread" | "pending" | "read">
interface Real {
  state: NotificationState
}

const check = (model: Model, real: Real) => {
  expect(unreadCount(real.state)).toBe([...model.values()].filter((v) => v === "unread").length)
  for (const item of real.state.items) {
    expect([item.id, item.read_at === null]).toEqual([item.id, model.get(item.id) === "unread"])
    expect([item.id, real.state.pending.has(item.id)]).toEqual([item.id, model.get(item.id) === "pending"])
  }
}

const command = (
  label: string,
  canRun: (m: Model) => boolean,
  runModel: (m: Model) => void,
  runReal: (s: NotificationState) => NotificationState,
): fc.Command<Model, Real> => ({
  check: canRun,
  run: (m, r) => {
    runModel(m)
    r.state = runReal(r.state)
    check(m, r)
  },
  toString: () => label,
})

const ids = fc.integer({ min: 1, max: 6 })
const markOne = ids.map((id) =>
  command(
    `markRead(${id})`,
    (m) => m.has(id),
    (m) => (m.get(id) === "unread" ? m.set(id, "pending") : m),
    (s) => markReadOptimistic(s, id, now),
  ),
)
const markAll = fc.constant(
  command(
    "markAll",
    () => true,
    (m) => m.forEach((v, k) => (v === "unread" ? m.set(k, "pending") : m)),
    (s) => markAllRead(s, now),
  ),
)
const succeed = ids.map((id) =>
  command(
    `succeed(${id})`,
    (m) => m.get(id) === "pending",
    (m) => m.set(id, "read"),
    (s) => confirm(s, id),
  ),
)
const fail = ids.map((id) =>
  command(
    `fail(${id})`,
    (m) => m.get(id) === "pending",
    (m) => m.set(id, "unread"),
    (s) => rollback(s, id),
  ),
)
// A poll answers what the server holds: only confirmed marks are read there.
const poll = fc.constant(
  command(
    "poll",
    () => true,
    () => undefined,
    (s) =>
      received(
        s,
        s.items.map((n) => ({ ...n, read_at: s.pending.has(n.id) ? null : n.read_at })),
      ),
  ),
)

describe("notification store against a model", () => {
  it("agrees with the model through any run of marks, successes, failures and polls", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(ids, { minLength: 1 }),
        fc.commands([markOne, markAll, succeed, fail, poll], { maxCommands: 40 }),
        (present, commands) => {
          const model: Model = new Map(present.map((id) => [id, "unread"]))
          const real: Real = {
            state: received(
              emptyNotificationState,
              present.map((id) => notification(id)),
            ),
          }
          fc.modelRun(() => ({ model, real }), commands)
        },
      ),
    )
  })
})
