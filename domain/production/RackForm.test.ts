import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { leftAtAfter, minimumCapacityKg, rackBounds, rackHoldingErrors, validateRackForm, type RackForm } from "./RackForm.ts"
import { rackStateFilter, rackStates } from "./RackStates.ts"

const persianDigits = "۰۱۲۳۴۵۶۷۸۹"
const inPersian = (text: string): string => text.replace(/\d/g, (digit) => persianDigits[Number(digit)] ?? digit)
const errorsOf = (input: unknown) =>
  Result.match(validateRackForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const valid = { number: 12, slots: 20, capacity_kg: 1500, state: "in_plant" } as const
const written = (value: number) =>
  fc.constantFrom<unknown>(value, String(value), inPersian(String(value)), ` ${inPersian(String(value))} `)
const within = (bounds: { readonly min: number; readonly max: number }) => fc.integer(bounds)
const outside = (bounds: { readonly min: number; readonly max: number }) =>
  fc.oneof(fc.integer({ min: -1_000_000, max: bounds.min - 1 }), fc.integer({ min: bounds.max + 1, max: 100_000_000 }))

describe("rack form: messages", () => {
  it("asks for number, slots and capacity of an empty body, and reads a missing state as in the plant", () => {
    for (const body of [{}, null, "x", []])
      expect(errorsOf(body)).toEqual({
        number: "وارد کردن شماره خرک اجباری است",
        slots: "وارد کردن تعداد جا اجباری است",
        capacity_kg: "وارد کردن ظرفیت اجباری است",
      })
    expect(validateRackForm({ number: "۷", slots: "۱۰", capacity_kg: "۸۰۰" })).toEqual(
      Result.succeed({ number: 7, slots: 10, capacity_kg: 800, state: "in_plant" }),
    )
  })

  it("refuses numbers, slots and capacities out of bounds or fractional, and an unknown state", () => {
    expect(errorsOf({ number: 0, slots: 101, capacity_kg: 10_001, state: "lost" })).toEqual({
      number: "شماره خرک باید بین 1 و 9999 باشد",
      slots: "تعداد جا باید بین 1 و 100 باشد",
      capacity_kg: "ظرفیت باید بین 1 و 10000 کیلوگرم باشد",
      state: "وضعیت خرک نامعتبر است",
    })
    expect(errorsOf({ number: "۱٫۵", slots: 2.5, capacity_kg: "۹۹٫۹", state: 3 })).toEqual({
      number: "شماره خرک باید عدد صحیح باشد",
      slots: "تعداد جا باید عدد صحیح باشد",
      capacity_kg: "ظرفیت باید عدد صحیح باشد",
      state: "وضعیت خرک نامعتبر است",
    })
    expect(errorsOf({ ...valid, state: { word: "in_plant" } })).toEqual({ state: "مقدار این فیلد باید متن باشد" })
  })

  it("says what a rack holding units refuses: a held slot, its load, leaving or retiring by hand", () => {
    const holding = { heldSlots: [3, 14], loadGrams: 812_400 }
    expect(rackHoldingErrors({ ...valid, slots: 13, capacity_kg: 812, state: "retired" }, holding)).toEqual({
      slots: "جای 14 این خرک پر است؛ تعداد جا کمتر از 14 نمی‌شود",
      capacity_kg: "بار کنونی خرک بیش از این است؛ ظرفیت باید دست‌کم 813 کیلوگرم باشد",
      state: "خرکی که واحدی در آن است از رده خارج نمی‌شود",
    })
    expect(rackHoldingErrors({ ...valid, state: "at_customer" }, holding)).toEqual({
      state: "خرکی که واحدی در آن است فقط با اسکن ارسال از کارخانه می‌رود",
    })
    expect(rackHoldingErrors({ ...valid, slots: 14, capacity_kg: 813 }, holding)).toEqual({})
  })
})

describe("rack form: accepted and refused values", () => {
  it("accepts every number, slot count, capacity and state within the bounds however its digits are written", () => {
    const rack = fc.record({
      number: within(rackBounds.number),
      slots: within(rackBounds.slots),
      capacity_kg: within(rackBounds.capacityKg),
      state: fc.constantFrom(...rackStates),
    })
    const sent = rack.chain((form) =>
      fc
        .record({ number: written(form.number), slots: written(form.slots), capacity_kg: written(form.capacity_kg) })
        .map((text) => [form, text] as const),
    )
    fc.assert(
      fc.property(sent, ([form, text]) => {
        expect(validateRackForm({ ...text, state: form.state })).toEqual(Result.succeed(form))
      }),
    )
  })

  it("refuses every value outside its bounds under its own field", () => {
    const cases = [
      ["number", rackBounds.number, "شماره خرک باید بین 1 و 9999 باشد"],
      ["slots", rackBounds.slots, "تعداد جا باید بین 1 و 100 باشد"],
      ["capacity_kg", rackBounds.capacityKg, "ظرفیت باید بین 1 و 10000 کیلوگرم باشد"],
    ] as const
    for (const [field, bounds, message] of cases)
      fc.assert(
        fc.property(outside(bounds), (value) => {
          expect(errorsOf({ ...valid, [field]: inPersian(String(value)) })).toEqual({ [field]: message })
        }),
      )
  })

  it("refuses every state word that is not one of the three", () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1 })
          .filter((text) => text.trim() !== "" && !(rackStates as ReadonlyArray<string>).includes(text.trim())),
        (text) => {
          expect(Object.keys(errorsOf({ ...valid, state: text }))).toEqual(["state"])
        },
      ),
    )
  })
})

describe("rack form: what a rack holds", () => {
  const holding = fc.record({
    heldSlots: fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { maxLength: 30 }),
    loadGrams: fc.integer({ min: 0, max: 10_000_000 }),
  })
  const form = fc.record({
    number: fc.constant(1),
    slots: within(rackBounds.slots),
    capacity_kg: within(rackBounds.capacityKg),
    state: fc.constantFrom(...rackStates),
  })

  it("refuses a save exactly when a held slot is cut off, the load outweighs the capacity, or a holding rack leaves the plant", () => {
    fc.assert(
      fc.property(form, holding, (rack: RackForm, held) => {
        const errors = rackHoldingErrors(rack, held)
        expect("slots" in errors).toBe(held.heldSlots.some((slot) => slot > rack.slots))
        expect("capacity_kg" in errors).toBe(rack.capacity_kg * 1000 < held.loadGrams)
        expect("state" in errors).toBe(held.heldSlots.length > 0 && rack.state !== "in_plant")
      }),
    )
  })

  it("an empty rack may take any valid form, and the smallest capacity offered always bears the load", () => {
    fc.assert(
      fc.property(form, (rack) => {
        expect(rackHoldingErrors(rack, { heldSlots: [], loadGrams: 0 })).toEqual({})
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (grams) => {
        const kg = minimumCapacityKg(grams)
        expect(kg * 1000).toBeGreaterThanOrEqual(grams)
        expect((kg - 1) * 1000).toBeLessThan(grams)
      }),
    )
  })
})

describe("rack states", () => {
  it("reads the list's filter: a state word, else every state", () => {
    for (const state of rackStates) expect(rackStateFilter(` ${state} `)).toBe(state)
    for (const raw of [undefined, "", "all", "lost"]) expect(rackStateFilter(raw)).toBe("all")
  })

  it("keeps when a rack left while it is away, sets it as it leaves and clears it on its return", () => {
    const now = "2025-03-10T08:00:00.000Z"
    const away = Option.some({ state: "at_customer" as const, left_at: "2025-03-01T08:00:00.000Z" })
    const home = Option.some({ state: "in_plant" as const, left_at: null })
    expect(leftAtAfter(home, "at_customer", now)).toBe(now)
    expect(leftAtAfter(Option.none(), "at_customer", now)).toBe(now)
    expect(leftAtAfter(away, "at_customer", now)).toBe("2025-03-01T08:00:00.000Z")
    expect(leftAtAfter(away, "retired", now)).toBe("2025-03-01T08:00:00.000Z")
    expect(leftAtAfter(away, "in_plant", now)).toBeNull()
    expect(leftAtAfter(home, "retired", now)).toBeNull()
  })
})
