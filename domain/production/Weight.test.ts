import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { paneWeightGrams, unitWeightGrams } from "./Weight.ts"

const size = fc.integer({ min: 1, max: 6000 })
const thickness = fc.integer({ min: 2, max: 19 })

describe("weight", () => {
  it("is 2.5 kg per m² per mm, in whole grams rounded half up", () => {
    expect(paneWeightGrams({ finished_width: 1000, finished_height: 1000, thickness: 1 })).toBe(2500)
    expect(paneWeightGrams({ finished_width: 1200, finished_height: 800, thickness: 6 })).toBe(14_400)
    // 1 × 1 × 200 ÷ 400 = 0.5 g rounds up; 1 × 1 × 199 ÷ 400 rounds down.
    expect(paneWeightGrams({ finished_width: 1, finished_height: 1, thickness: 200 })).toBe(1)
    expect(paneWeightGrams({ finished_width: 1, finished_height: 1, thickness: 199 })).toBe(0)
    // PostgreSQL answers a numeric thickness as text.
    expect(paneWeightGrams({ finished_width: 1000, finished_height: 1000, thickness: "4" as unknown as number })).toBe(10_000)
  })

  it("is additive: a pane cut in two weighs its halves within a gram, and a unit the sum of its standing panes", () => {
    fc.assert(
      fc.property(size, size, size, thickness, (w1, w2, h, t) => {
        const whole = paneWeightGrams({ finished_width: w1 + w2, finished_height: h, thickness: t })
        const halves =
          paneWeightGrams({ finished_width: w1, finished_height: h, thickness: t }) +
          paneWeightGrams({ finished_width: w2, finished_height: h, thickness: t })
        return Math.abs(whole - halves) <= 1
      }),
    )
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            finished_width: size,
            finished_height: size,
            thickness,
            state: fc.constantFrom("waiting", "quality", "broken"),
          }),
          { maxLength: 4 },
        ),
        (panes) => {
          const standing = panes.filter((pane) => pane.state !== "broken")
          return (
            unitWeightGrams(panes) === standing.reduce((sum, pane) => sum + paneWeightGrams(pane), 0) &&
            unitWeightGrams([...panes, ...panes]) === 2 * unitWeightGrams(panes)
          )
        },
      ),
    )
  })
})
