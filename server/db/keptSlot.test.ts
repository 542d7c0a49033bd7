import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { keptSlotKeeper } from "./keptSlot.ts"
import { keptSlots } from "./migrations/0022_kept_count_slots.ts"

describe("the kept-count slots of a pool's connections", () => {
  it("never give two open connections one slot, and keep a pool within its own range from its worker's first", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.array(fc.oneof(fc.constant("open" as const), fc.nat({ max: 30 })), { maxLength: 200 }),
        (base, steps) => {
          const keeper = keptSlotKeeper<object>(base)
          const open = new Map<object, number>()
          let peak = 0
          for (const step of steps) {
            if (step === "open") {
              const connection = {}
              open.set(connection, keeper.take(connection))
            } else {
              const closing = [...open.keys()][step % Math.max(1, open.size)]
              if (closing === undefined) continue
              keeper.give(closing)
              open.delete(closing)
            }
            const slots = [...open.values()]
            expect(new Set(slots).size).toBe(slots.length)
            // The lowest free place is taken, so a pool that never held more than `peak` at once stays within its first `peak` slots.
            peak = Math.max(peak, open.size)
            const range = new Set(Array.from({ length: peak }, (_, place) => (base + place) % keptSlots))
            for (const slot of slots) expect(range.has(slot)).toBe(true)
          }
        },
      ),
    )
  })
})
