import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { nextDueMs, onScreen, settle, waitingNotifications, type Queued, type ToastGroup, type ToastRoom } from "./toastQueue.ts"

const toast = (id: number, group: ToastGroup, leftMs = 4000): Queued => ({ id, group, leftMs, shownAt: null })
const wide: ToastRoom = { slots: 2, notifications: true }

describe("the toast queue", () => {
  it("shows the newest feedback first, then notifications oldest first, as many as there is room for", () => {
    const queue = settle(
      [toast(1, "notification"), toast(2, "notification"), toast(3, "feedback"), toast(4, "notification")],
      wide,
      0,
    )
    expect(onScreen(queue, wide).map((t) => t.id)).toEqual([3, 1])
    expect(waitingNotifications(queue, wide)).toBe(2)
    expect(onScreen(settle([...queue, toast(5, "feedback")], wide, 10), wide).map((t) => t.id)).toEqual([5, 3])
  })

  it("holds a waiting toast's time and gives it the room when the one on screen runs out", () => {
    const one: ToastRoom = { slots: 1, notifications: true }
    const start = settle([toast(1, "notification", 10_000), toast(2, "notification", 10_000)], one, 0)
    expect(nextDueMs(start)).toBe(10_000)
    const later = settle(start, one, 10_000)
    expect(later.map((t) => [t.id, t.leftMs, t.shownAt])).toEqual([[2, 10_000, 10_000]])
  })

  it("keeps notifications off screen while the panel lists them, and their time with them", () => {
    const panel: ToastRoom = { slots: 2, notifications: false }
    const shown = settle([toast(1, "notification", 10_000)], wide, 0)
    const held = settle(shown, panel, 3000)
    expect(onScreen(held, panel)).toEqual([])
    expect(held[0]?.leftMs).toBe(7000)
    expect(settle(held, panel, 60_000)[0]?.leftMs).toBe(7000)
  })
})

/** Each toast as the model sees it: how long it asked to stay and how long it has been on screen. */
interface Model {
  now: number
  room: ToastRoom
  toasts: Map<number, { readonly group: ToastGroup; readonly durationMs: number; onScreenMs: number }>
  nextId: number
}
interface Real {
  queue: ReadonlyArray<Queued>
}

const check = (model: Model, real: Real) => {
  const running = real.queue.filter((t) => t.shownAt !== null)
  const eligible = real.queue.filter((t) => model.room.notifications || t.group === "feedback")
  // The room is used in full, and never more; what is shown is what runs.
  expect(running.length).toBe(Math.min(model.room.slots, eligible.length))
  expect(
    onScreen(real.queue, model.room)
      .map((t) => t.id)
      .sort(),
  ).toEqual(running.map((t) => t.id).sort())
  if (!model.room.notifications) expect(running.filter((t) => t.group === "notification")).toEqual([])
  // A feedback toast never waits behind a notification.
  if (running.some((t) => t.group === "notification"))
    expect(real.queue.filter((t) => t.group === "feedback" && t.shownAt === null)).toEqual([])
  // Every toast still has time, exactly what it asked for less its time on screen.
  expect(real.queue.map((t) => [t.id, t.leftMs])).toEqual([...model.toasts].map(([id, m]) => [id, m.durationMs - m.onScreenMs]))
  expect(waitingNotifications(real.queue, model.room)).toBe(
    real.queue.filter((t) => t.group === "notification" && t.shownAt === null).length,
  )
}

class Add implements fc.Command<Model, Real> {
  constructor(
    readonly group: ToastGroup,
    readonly durationMs: number,
  ) {}
  check = () => true
  run(model: Model, real: Real) {
    const id = model.nextId++
    model.toasts.set(id, { group: this.group, durationMs: this.durationMs, onScreenMs: 0 })
    real.queue = settle([...real.queue, { id, group: this.group, leftMs: this.durationMs, shownAt: null }], model.room, model.now)
    check(model, real)
  }
  toString = () => `add ${this.group} ${this.durationMs}`
}

/** Moves the time on as the store's timer does: waking each time the first toast on screen runs out. */
class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true
  run(model: Model, real: Real) {
    let left = this.ms
    while (left > 0) {
      const step = Math.min(left, nextDueMs(real.queue) ?? left)
      for (const t of real.queue) if (t.shownAt !== null) model.toasts.get(t.id)!.onScreenMs += step
      model.now += step
      left -= step
      real.queue = settle(real.queue, model.room, model.now)
      const kept = new Set(real.queue.map((t) => t.id))
      for (const [id, m] of model.toasts)
        if (!kept.has(id)) {
          // A toast leaves only once it has been on screen for its whole time.
          expect(m.onScreenMs).toBe(m.durationMs)
          model.toasts.delete(id)
        }
      check(model, real)
    }
  }
  toString = () => `advance ${this.ms}`
}

class Room implements fc.Command<Model, Real> {
  constructor(readonly room: ToastRoom) {}
  check = () => true
  run(model: Model, real: Real) {
    model.room = this.room
    real.queue = settle(real.queue, model.room, model.now)
    check(model, real)
  }
  toString = () => `room ${JSON.stringify(this.room)}`
}

class Dismiss implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.toasts.size > 0
  run(model: Model, real: Real) {
    const id = [...model.toasts.keys()][this.pick % model.toasts.size]!
    model.toasts.delete(id)
    real.queue = settle(
      real.queue.filter((t) => t.id !== id),
      model.room,
      model.now,
    )
    check(model, real)
  }
  toString = () => `dismiss #${this.pick}`
}

const commands = [
  fc
    .tuple(fc.constantFrom<ToastGroup>("feedback", "notification"), fc.integer({ min: 1, max: 12_000 }))
    .map(([group, ms]) => new Add(group, ms)),
  fc.integer({ min: 1, max: 15_000 }).map((ms) => new Advance(ms)),
  fc.record({ slots: fc.integer({ min: 0, max: 3 }), notifications: fc.boolean() }).map((room) => new Room(room)),
  fc.nat().map((pick) => new Dismiss(pick)),
]

describe("the toast queue against a model of time on screen", () => {
  it("uses the room in full, puts feedback first and takes every toast off after exactly its time on screen", () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (run) => {
        const model: Model = { now: 0, room: wide, toasts: new Map(), nextId: 1 }
        fc.modelRun(() => ({ model, real: { queue: [] } }), run)
      }),
    )
  })
})
