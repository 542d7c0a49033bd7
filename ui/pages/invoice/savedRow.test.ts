import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { savedRowOf, savedRowState } from "./savedRow.ts"

const count = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })

describe("the saved row handed from the editor to its list", () => {
  it("reads back what the editor handed over", () => {
    fc.assert(
      fc.property(count, count, (id, serial) => {
        expect(savedRowOf(structuredClone(savedRowState({ id, serial })))).toEqual({ id, serial })
      }),
    )
  })

  it("reads nothing from any other state, never failing", () => {
    fc.assert(
      fc.property(fc.anything(), (state) => {
        const read = savedRowOf(state)
        if (read !== undefined) {
          expect(Number.isSafeInteger(read.id) && read.id > 0).toBe(true)
          expect(Number.isSafeInteger(read.serial) && read.serial > 0).toBe(true)
        }
      }),
    )
    expect(savedRowOf(null)).toBeUndefined()
    expect(savedRowOf({ saved: { id: "3", serial: 4 } })).toBeUndefined()
    expect(savedRowOf({ saved: { id: 0, serial: 4 } })).toBeUndefined()
  })
})
