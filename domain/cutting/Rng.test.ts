import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeRng } from "./Rng.ts"

describe("the seeded random source", () => {
  it("gives the same numbers for the same seed, each in range", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const a = makeRng(seed)
        const b = makeRng(seed)
        const drawn = Array.from({ length: 20 }, () => a.int(n))
        expect(drawn).toEqual(Array.from({ length: 20 }, () => b.int(n)))
        expect(drawn.every((x) => Number.isInteger(x) && x >= 0 && x < n)).toBe(true)
      }),
      { numRuns: 50 },
    )
  })

  it("gives different numbers for different seeds", () => {
    expect(Array.from({ length: 5 }, makeRng(1).next)).not.toEqual(Array.from({ length: 5 }, makeRng(2).next))
  })
})
