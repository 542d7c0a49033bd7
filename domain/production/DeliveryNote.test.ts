import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  deliveryAddress,
  kilogramsOneDecimal,
  noteBodyOf,
  racksToReturn,
  receiverPhone,
  type NoteCustomer,
  type NoteUnit,
} from "./DeliveryNote.ts"

const customer: NoteCustomer = {
  kind: "individual",
  mobile: "09121112233",
  representative_mobile: null,
  phone: "02144556677",
  city: "تهران",
  address: "خیابان آزادی، پلاک ۱۲",
}

describe("the delivery note's customer", () => {
  it("calls a company's representative, else the mobile, else the landline; none when nothing is kept", () => {
    expect(receiverPhone(customer)).toBe("09121112233")
    expect(receiverPhone({ ...customer, kind: "legal", representative_mobile: "09350001122" })).toBe("09350001122")
    expect(receiverPhone({ ...customer, kind: "legal", representative_mobile: " " })).toBe("09121112233")
    // An individual's representative is no receiver, whatever a row holds.
    expect(receiverPhone({ ...customer, representative_mobile: "09350001122" })).toBe("09121112233")
    expect(receiverPhone({ ...customer, mobile: null })).toBe("02144556677")
    expect(receiverPhone({ ...customer, mobile: "", phone: null })).toBeNull()
  })

  it("always answers one of the numbers kept, in that order of preference", () => {
    const phone = fc.option(fc.constantFrom("", " ", "09121112233", "09350001122", "02144556677"), { nil: null })
    fc.assert(
      fc.property(fc.constantFrom("individual", "legal"), phone, phone, phone, (kind, mobile, representative, landline) => {
        const answer = receiverPhone({ ...customer, kind, mobile, representative_mobile: representative, phone: landline })
        const kept = [kind === "legal" ? representative : null, mobile, landline].flatMap((text) =>
          text !== null && text.trim() !== "" ? [text] : [],
        )
        expect(answer).toBe(kept[0] ?? null)
      }),
    )
  })

  it("writes the address after the city, and none when both are blank", () => {
    expect(deliveryAddress(customer)).toBe("تهران، خیابان آزادی، پلاک ۱۲")
    expect(deliveryAddress({ city: null, address: " خیابان آزادی " })).toBe("خیابان آزادی")
    expect(deliveryAddress({ city: "", address: null })).toBeNull()
  })
})

describe("the delivery note's body", () => {
  const unit = (rack_id: number, slot: number, weight_grams: number, code = `1035-1-${slot}`): NoteUnit => ({
    rack_id,
    rack_number: rack_id * 10,
    slot,
    code,
    weight_grams,
  })

  it("groups units by rack number and slot with each rack's weight and the total", () => {
    const body = noteBodyOf([unit(2, 3, 1500), unit(1, 2, 2000), unit(2, 1, 500)])
    expect(body.racks.map((rack) => [rack.number, rack.units.map((held) => held.slot), rack.weight_grams])).toEqual([
      [10, [2], 2000],
      [20, [1, 3], 2000],
    ])
    expect(body.weight_grams).toBe(4000)
    expect(noteBodyOf([])).toEqual({ racks: [], weight_grams: 0 })
  })

  it("keeps every unit once, in rack and slot order, and the total is the sum of the racks' and of the units'", () => {
    const units = fc.array(
      fc.record({
        rack: fc.integer({ min: 1, max: 5 }),
        slot: fc.integer({ min: 1, max: 40 }),
        grams: fc.integer({ min: 0, max: 2_000_000 }),
      }),
      { maxLength: 60 },
    )
    fc.assert(
      fc.property(units, (rows) => {
        const body = noteBodyOf(rows.map((row, index) => unit(row.rack, row.slot, row.grams, `c${index}`)))
        const listed = body.racks.flatMap((rack) => rack.units)
        expect(listed.map((held) => held.code).sort()).toEqual(rows.map((_, index) => `c${index}`).sort())
        expect(listed.map((held) => [held.rack_number, held.slot])).toEqual(
          [...listed.map((held) => [held.rack_number, held.slot])].sort(
            (a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0),
          ),
        )
        expect(body.weight_grams).toBe(rows.reduce((sum, row) => sum + row.grams, 0))
        expect(body.racks.reduce((sum, rack) => sum + rack.weight_grams, 0)).toBe(body.weight_grams)
        for (const rack of body.racks) expect(rack.units.every((held) => held.rack_id === rack.id)).toBe(true)
      }),
    )
  })

  it("sends back every rack but those still holding another order's units", () => {
    const racks = [{ id: 1 }, { id: 2 }, { id: 3 }]
    expect(racksToReturn(racks, new Set([2]))).toEqual([{ id: 1 }, { id: 3 }])
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 20 })),
        fc.uniqueArray(fc.integer({ min: 1, max: 20 })),
        (ids, others) => {
          const back = racksToReturn(
            ids.map((id) => ({ id })),
            new Set(others),
          ).map((rack) => rack.id)
          expect(back).toEqual(ids.filter((id) => !others.includes(id)))
        },
      ),
    )
  })
})

describe("weights in kilograms", () => {
  it("writes grams as kilograms with one decimal in Persian digits, rounded half up", () => {
    expect(kilogramsOneDecimal(12_345)).toBe("۱۲٫۳")
    expect(kilogramsOneDecimal(12_350)).toBe("۱۲٫۴")
    expect(kilogramsOneDecimal(0)).toBe("۰٫۰")
    expect(kilogramsOneDecimal(999_960)).toBe("۱۰۰۰٫۰")
  })

  it("is within half a tenth of the exact kilograms for every weight", () => {
    const latin = (text: string) =>
      Number(text.replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit))).replace("٫", "."))
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (grams) => {
        const shown = latin(kilogramsOneDecimal(grams))
        expect(Math.abs(shown - grams / 1000)).toBeLessThanOrEqual(0.05 + 1e-9)
        expect(kilogramsOneDecimal(grams)).toMatch(/^[۰-۹]+٫[۰-۹]$/)
      }),
    )
  })
})
