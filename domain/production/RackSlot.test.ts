import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { chooseRackSlot, freeSlotOf, rackSlotMessages, type RackSpace } from "./RackSlot.ts"

const rack = (overrides: Partial<RackSpace> = {}): RackSpace => ({
  id: 1,
  number: 1,
  slots: 4,
  capacity_kg: 1000,
  state: "in_plant",
  load_grams: 0,
  held: [],
  holds_order: false,
  ...overrides,
})

const rackArb = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  number: fc.integer({ min: 1, max: 50 }),
  slots: fc.integer({ min: 1, max: 6 }),
  capacity_kg: fc.integer({ min: 1, max: 500 }),
  state: fc.constantFrom("in_plant", "at_customer", "retired"),
  load_grams: fc.integer({ min: 0, max: 500_000 }),
  held: fc.subarray([1, 2, 3, 4, 5, 6]),
  holds_order: fc.boolean(),
})

describe("choosing a rack slot", () => {
  it("always answers a free slot of an in-plant rack that bears the unit, preferring the order's racks, then the lowest empty one", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(rackArb, { selector: (r) => r.number, maxLength: 6 }),
        fc.integer({ min: 1, max: 200_000 }),
        (racks, grams) => {
          const normal = racks.map((r) => ({
            ...r,
            held: r.held.filter((slot) => slot <= r.slots),
            holds_order: r.holds_order && r.held.some((slot) => slot <= r.slots),
          }))
          const fits = (r: RackSpace) =>
            r.state === "in_plant" && freeSlotOf(r) !== undefined && r.load_grams + grams <= r.capacity_kg * 1000
          const preferred =
            [...normal].sort((a, b) => a.number - b.number).find((r) => r.holds_order && fits(r)) ??
            [...normal].sort((a, b) => a.number - b.number).find((r) => r.held.length === 0 && fits(r))
          const chosen = chooseRackSlot(normal, grams)
          if (preferred === undefined) expect(chosen).toEqual(Result.fail(rackSlotMessages.noRack))
          else {
            expect(chosen).toEqual(
              Result.succeed({ rack_id: preferred.id, number: preferred.number, slot: freeSlotOf(preferred) }),
            )
            expect(preferred.held).not.toContain(Result.getOrThrow(chosen).slot)
          }
        },
      ),
    )
  })

  it("takes the lowest free slot, keeps a rack already holding the order's units, and refuses a named rack it cannot use", () => {
    expect(freeSlotOf({ slots: 4, held: [1, 2, 4] })).toBe(3)
    expect(freeSlotOf({ slots: 2, held: [2, 1] })).toBeUndefined()
    const racks = [
      rack({ id: 1, number: 1 }),
      rack({ id: 2, number: 2, held: [1], holds_order: true }),
      rack({ id: 3, number: 3, held: [1] }),
    ]
    expect(chooseRackSlot(racks, 10_000)).toEqual(Result.succeed({ rack_id: 2, number: 2, slot: 2 }))
    expect(chooseRackSlot(racks, 10_000, rack({ id: 3, number: 3, held: [1] }))).toEqual(
      Result.succeed({ rack_id: 3, number: 3, slot: 2 }),
    )
    expect(chooseRackSlot([], 1, rack({ number: 12, state: "at_customer" }))).toEqual(Result.fail("خرک ۱۲ در کارخانه نیست"))
    expect(chooseRackSlot([], 1, rack({ number: 3, slots: 1, held: [1] }))).toEqual(Result.fail("خرک ۳ جای خالی ندارد"))
    expect(chooseRackSlot([], 20_001, rack({ number: 3, capacity_kg: 20 }))).toEqual(
      Result.fail("بار خرک ۳ از ظرفیت آن (۲۰ کیلوگرم) بیشتر می‌شود"),
    )
    expect(chooseRackSlot([], 20_000, rack({ number: 3, capacity_kg: 20 }))).toEqual(
      Result.succeed({ rack_id: 1, number: 3, slot: 1 }),
    )
    expect(chooseRackSlot([rack({ state: "retired" })], 1)).toEqual(
      Result.fail("خرک خالی با ظرفیت کافی در کارخانه نیست؛ خرکی تعریف کنید یا خرک برگشتی را ثبت کنید"),
    )
  })
})
