import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkPlan } from "./checkPlan.ts"
import type { CuttingInput } from "./CuttingInput.ts"
import { unbeatable } from "./lowerBound.ts"
import { contextOf, optimise } from "./optimise.ts"
import { makeRng } from "./Rng.ts"
import { packOne } from "./moveStep.ts"
import { randomRecipe, search } from "./search.ts"
import { better, solutionOf } from "./Solution.ts"
import { cuttingInputs } from "./testing/arbitraries.ts"

const planOf = (input: CuttingInput, seed = 1, effort = 300) => {
  const result = optimise(input, { seed, effort })
  if (Result.isFailure(result)) throw new Error(`refused: ${result.failure._tag}`)
  return result.success
}

const job = (pieces: Array<[number, number]>, rotate = true): CuttingInput => ({
  pieces: pieces.map(([width, height], i) => ({ id: `p${i}`, width, height, mayRotate: rotate })),
  sheets: [{ id: "S", width: 100, height: 100, trim: 0 }],
  settings: { stages: 3, kerf: 0, shortestWasteStrip: 0 },
})

describe("the cutting optimiser", () => {
  it("answers a plan the checker accepts, every piece once, for any small job", () => {
    fc.assert(
      fc.property(cuttingInputs, fc.integer({ min: 0, max: 1000 }), (input, seed) => {
        const plan = planOf(input, seed)
        expect(checkPlan(input, plan)).toEqual([])
        expect(plan.sheets.flatMap((s) => s.pieces).length).toBe(input.pieces.length)
      }),
      { numRuns: 120 },
    )
  })

  it("answers the same plan for the same input, seed and effort", () => {
    fc.assert(
      fc.property(cuttingInputs, fc.integer({ min: 0, max: 1000 }), (input, seed) => {
        expect(planOf(input, seed)).toEqual(planOf(input, seed))
      }),
      { numRuns: 30 },
    )
  })

  it("puts four quarters on one sheet, with a yield of 1", () => {
    const plan = planOf(
      job([
        [50, 50],
        [50, 50],
        [50, 50],
        [50, 50],
      ]),
    )
    expect(plan.sheets).toHaveLength(1)
    expect(plan.yield).toBe(1)
  })

  it("counts the last sheet only up to its last first-stage cut", () => {
    const plan = planOf(
      job([
        [100, 100],
        [30, 100],
      ]),
    )
    expect(plan.sheets.map((s) => s.usedWidth)).toEqual([100, 30])
    expect(plan.yield).toBeCloseTo((100 * 100 + 30 * 100) / (100 * 100 + 30 * 100))
  })

  it("uses an offcut before a whole sheet and leaves the rest as offcuts", () => {
    const input: CuttingInput = {
      ...job([[40, 30]], false),
      sheets: [
        { id: "S", width: 100, height: 100, trim: 5 },
        { id: "O", width: 50, height: 40, copies: 1, trim: 0, isOffcut: true },
      ],
      settings: { stages: 3, kerf: 0, shortestWasteStrip: 0, minOffcut: { width: 5, height: 5 } },
    }
    const plan = planOf(input)
    expect(plan.sheets.map((s) => s.bin)).toEqual(["O"])
    expect(plan.sheets[0]?.offcuts).toContainEqual({ x: 40, y: 0, width: 10, height: 40 })
  })

  it("turns a piece only when its glass may turn", () => {
    expect(
      planOf(
        job(
          [
            [100, 40],
            [40, 100],
          ],
          true,
        ),
      ).sheets,
    ).toHaveLength(1)
    expect(
      planOf(
        job(
          [
            [100, 40],
            [40, 100],
          ],
          false,
        ),
      ).sheets,
    ).toHaveLength(2)
  })

  it("keeps the kerf between pieces and the trims at the edges", () => {
    const input: CuttingInput = {
      ...job([
        [45, 45],
        [45, 45],
        [45, 45],
        [45, 45],
      ]),
      sheets: [{ id: "S", width: 100, height: 100, trim: 4 }],
      settings: { stages: 3, kerf: 2, shortestWasteStrip: 0 },
    }
    const plan = planOf(input)
    expect(plan.sheets).toHaveLength(1)
    expect(plan.sheets[0]?.pieces.map((p) => [p.x, p.y]).sort()).toEqual([
      [4, 4],
      [4, 51],
      [51, 4],
      [51, 51],
    ])
  })

  it("refuses a piece larger than every sheet, naming it", () => {
    const result = optimise(
      job(
        [
          [10, 10],
          [101, 20],
        ],
        false,
      ),
      { seed: 1, effort: 10 },
    )
    expect(Result.isFailure(result) && result.failure._tag === "PieceFitsNoSheet" && result.failure.pieceId).toBe("p1")
  })

  it("stops when told to, with the plan it has", () => {
    const input = job(Array.from({ length: 60 }, (_, i) => [11 + ((i * 37) % 50), 7 + ((i * 53) % 60)]))
    const result = optimise(input, { seed: 3, shouldStop: () => true })
    expect(Result.isSuccess(result) && checkPlan(input, result.success)).toEqual([])
  })

  it("ends at once when one sheet is the best any plan can do: a pane on the smallest offcut that holds it", () => {
    let asked = 0
    const input: CuttingInput = {
      ...job([[40, 30]], false),
      sheets: [
        { id: "S", width: 100, height: 100, trim: 5 },
        { id: "big", width: 90, height: 90, copies: 1, trim: 0, isOffcut: true },
        { id: "small", width: 45, height: 35, copies: 1, trim: 0, isOffcut: true },
        { id: "narrow", width: 30, height: 200, copies: 1, trim: 0, isOffcut: true },
      ],
    }
    const result = optimise(input, { seed: 1, shouldStop: () => ++asked > 100_000 })
    expect(Result.isSuccess(result) && result.success.sheets.map((s) => s.bin)).toEqual(["small"])
    expect(asked).toBeLessThan(50)
  })

  it("calls no plan unbeatable that a longer search, or any one sheet of the stock holding every piece, beats", () => {
    let judged = 0
    fc.assert(
      fc.property(cuttingInputs, fc.integer({ min: 0, max: 1000 }), (whole, seed) => {
        const input = { ...whole, pieces: whole.pieces.slice(0, 3) }
        const ctx = contextOf(input)
        const rng = makeRng(seed)
        const all = ctx.items.map((item) => item.index)
        // Every sheet of the stock tried alone for all the pieces, and a search that never ends early.
        const plans = ctx.bins.flatMap((shape, bin) => {
          const alone = shape.copies === 0 ? undefined : packOne(ctx, all, bin, rng, () => randomRecipe(rng, true, 0.4), 20)
          return alone === undefined ? [] : [solutionOf(ctx, [alone])]
        })
        const searched = search(
          ctx,
          rng,
          () => false,
          () => ctx.work >= 2000,
        )
        if (searched !== undefined) plans.push(searched)
        for (const plan of plans) {
          if (!unbeatable(ctx, plan)) continue
          judged += 1
          for (const other of plans) expect(better(other, plan)).toBe(false)
        }
      }),
      { numRuns: 150 },
    )
    expect(judged).toBeGreaterThan(20)
  })
})
