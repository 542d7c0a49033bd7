import { Result } from "effect"
import { toPersianDigits } from "../text/digits.ts"

/** A rack as a racking scan sees it: its size, what it bears, the slots its not-dispatched units hold, whether it holds the order. */
export interface RackSpace {
  readonly id: number
  readonly number: number
  readonly slots: number
  readonly capacity_kg: number
  readonly state: string
  /** The load in grams: the weights of its units not yet dispatched. */
  readonly load_grams: number
  /** The slots held by its units not yet dispatched. */
  readonly held: ReadonlyArray<number>
  /** Whether one of its not-dispatched units is of the order being racked. */
  readonly holds_order: boolean
}

/** Where a racking scan puts the unit. */
export interface RackPlace {
  readonly rack_id: number
  readonly number: number
  readonly slot: number
}

/** The Persian reasons a unit is not racked, pinned by RackSlot.test.ts. */
export const rackSlotMessages = {
  notInPlant: (number: number) => `خرک ${toPersianDigits(number)} در کارخانه نیست`,
  full: (number: number) => `خرک ${toPersianDigits(number)} جای خالی ندارد`,
  overCapacity: (number: number, capacityKg: number) =>
    `بار خرک ${toPersianDigits(number)} از ظرفیت آن (${toPersianDigits(capacityKg)} کیلوگرم) بیشتر می‌شود`,
  unknownRack: "خرک انتخاب‌شده پیدا نشد",
  noRack: "خرک خالی با ظرفیت کافی در کارخانه نیست؛ خرکی تعریف کنید یا خرک برگشتی را ثبت کنید",
} as const

/** The lowest slot (from 1) no not-dispatched unit holds; none when the rack is full. */
export const freeSlotOf = (rack: Pick<RackSpace, "slots" | "held">): number | undefined => {
  for (let slot = 1; slot <= rack.slots; slot += 1) if (!rack.held.includes(slot)) return slot
  return undefined
}

/** Whether the rack bears the unit too: its load plus the unit's stays within its capacity. */
export const bears = (rack: Pick<RackSpace, "load_grams" | "capacity_kg">, unitGrams: number): boolean =>
  rack.load_grams + unitGrams <= rack.capacity_kg * 1000

/** The unit's place in one rack, or why not: the rack in the plant, a free slot, and the weight within its capacity. */
export const placeIn = (rack: RackSpace, unitGrams: number): Result.Result<RackPlace, string> => {
  if (rack.state !== "in_plant") return Result.fail(rackSlotMessages.notInPlant(rack.number))
  const slot = freeSlotOf(rack)
  if (slot === undefined) return Result.fail(rackSlotMessages.full(rack.number))
  if (!bears(rack, unitGrams)) return Result.fail(rackSlotMessages.overCapacity(rack.number, rack.capacity_kg))
  return Result.succeed({ rack_id: rack.id, number: rack.number, slot })
}

/**
 * Where a racking scan puts a unit (production.md section 7): in the rack named, or else the lowest free slot of an
 * in-plant rack already holding the order's units (lowest number first), else of the lowest-numbered empty in-plant rack;
 * the rack's load with the unit may not pass its capacity. Answers the place or the Persian reason.
 */
export const chooseRackSlot = (
  racks: ReadonlyArray<RackSpace>,
  unitGrams: number,
  named?: RackSpace,
): Result.Result<RackPlace, string> => {
  if (named !== undefined) return placeIn(named, unitGrams)
  const byNumber = [...racks].sort((a, b) => a.number - b.number)
  const candidates = [...byNumber.filter((rack) => rack.holds_order), ...byNumber.filter((rack) => rack.held.length === 0)]
  for (const rack of candidates) {
    const place = placeIn(rack, unitGrams)
    if (Result.isSuccess(place)) return place
  }
  return Result.fail(rackSlotMessages.noRack)
}
