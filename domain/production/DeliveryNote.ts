import { toPersianDigits } from "../text/digits.ts"

/** A customer as the delivery note needs them: the name is read elsewhere; never a national code (production.md section 1). */
export interface NoteCustomer {
  readonly kind: string
  readonly mobile: string | null
  readonly representative_mobile: string | null
  readonly phone: string | null
  readonly city: string | null
  readonly address: string | null
}

const filled = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== ""

/**
 * Who answers the phone when the truck arrives: the invoice keeps no delivery phone, so a company's representative, else
 * the customer's mobile, else their landline; none when the customer left none.
 */
export const receiverPhone = (customer: NoteCustomer): string | null =>
  [customer.kind === "legal" ? customer.representative_mobile : null, customer.mobile, customer.phone].find(filled) ?? null

/** Where the units go: the city and the address, as the invoice prints the buyer's; none when both are blank. */
export const deliveryAddress = (customer: Pick<NoteCustomer, "city" | "address">): string | null => {
  const parts = [customer.city, customer.address].filter(filled).map((part) => part.trim())
  return parts.length === 0 ? null : parts.join("، ")
}

/** A unit on the note: its rack and slot, and its weight in grams. */
export interface NoteUnit {
  readonly rack_id: number
  readonly rack_number: number
  readonly slot: number
  readonly code: string
  readonly weight_grams: number
}

/** A rack on the note with the order's units it carries, by slot, and their weight. */
export interface NoteRack<U extends NoteUnit> {
  readonly id: number
  readonly number: number
  readonly units: ReadonlyArray<U>
  readonly weight_grams: number
}

/** The note's body: its racks by number, each unit once, the weight per rack and in all. */
export interface NoteBody<U extends NoteUnit> {
  readonly racks: ReadonlyArray<NoteRack<U>>
  readonly weight_grams: number
}

/** Groups an order's racked units by rack (by number) and slot, with each rack's weight and the total. */
export const noteBodyOf = <U extends NoteUnit>(units: ReadonlyArray<U>): NoteBody<U> => {
  const byRack = new Map<number, Array<U>>()
  for (const unit of units) byRack.set(unit.rack_id, [...(byRack.get(unit.rack_id) ?? []), unit])
  const racks = [...byRack.entries()]
    .map(([id, held]) => {
      const sorted = [...held].sort((a, b) => a.slot - b.slot || a.code.localeCompare(b.code))
      return {
        id,
        number: sorted[0]?.rack_number ?? 0,
        units: sorted,
        weight_grams: sorted.reduce((sum, unit) => sum + unit.weight_grams, 0),
      }
    })
    .sort((a, b) => a.number - b.number || a.id - b.id)
  return { racks, weight_grams: racks.reduce((sum, rack) => sum + rack.weight_grams, 0) }
}

/** Grams as kilograms with one decimal, rounded half up, in Persian digits with the Persian decimal sign: 12 345 g → «۱۲٫۳». */
export const kilogramsOneDecimal = (grams: number): string => {
  const tenths = Math.floor((grams + 50) / 100)
  return toPersianDigits(`${Math.floor(tenths / 10)}٫${tenths % 10}`)
}

/**
 * The racks that leave with the delivery and must come back: every rack of the note but one still holding another
 * order's units, which stays in the plant until they leave too (a rack leaves when all its units have).
 */
export const racksToReturn = <R extends { readonly id: number }>(
  racks: ReadonlyArray<R>,
  heldByOtherOrders: ReadonlySet<number>,
): ReadonlyArray<R> => racks.filter((rack) => !heldByOtherOrders.has(rack.id))
