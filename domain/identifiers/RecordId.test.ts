import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isRecordId, maxRecordId, readsAsRecordId, repeatedIndexes } from "./RecordId.ts"

describe("record ids", () => {
  it("are the whole numbers from 1 to the largest 32-bit integer", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: maxRecordId }), (id) => isRecordId(id) && readsAsRecordId(String(id))))
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
          fc.integer({ min: maxRecordId + 1, max: Number.MAX_SAFE_INTEGER }),
          fc.double().filter((n) => !Number.isInteger(n)),
        ),
        (n) => !isRecordId(n) && !readsAsRecordId(String(n)),
      ),
    )
    expect([maxRecordId, maxRecordId + 1].map(isRecordId)).toEqual([true, false])
  })

  it("are read from digits only, with no sign, space or leading zero", () => {
    for (const text of ["", "0", "01", "+1", "-1", " 1", "1 ", "1.0", "1e3", "2147483648", "99999999999", "۱"])
      expect(readsAsRecordId(text), text).toBe(false)
  })

  it("repeat exactly where an earlier entry names the same id, never for null", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }), { maxLength: 8 }), (ids) => {
        const seen = new Set<number>()
        const expected = ids.flatMap((id, index) => {
          if (id === null) return []
          const repeated = seen.has(id)
          seen.add(id)
          return repeated ? [index] : []
        })
        expect(repeatedIndexes(ids)).toEqual(expected)
      }),
    )
  })
})
