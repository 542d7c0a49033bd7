import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { checkPlan } from "../../domain/cutting/checkPlan.ts"
import type { CuttingInput } from "../../domain/cutting/CuttingInput.ts"
import { planCutting } from "./planCutting.ts"

/** 120 window panes of a dozen sizes on 6000 × 3210 sheets with 15 mm trims, as the seeded settings cut them. */
const windows: CuttingInput = {
  pieces: Array.from({ length: 120 }, (_, n) => ({
    id: `1035-${1 + (n % 12)}-${1 + Math.floor(n / 12)}-A`,
    width: 400 + 130 * (n % 12),
    height: 600 + 110 * (n % 7),
    mayRotate: n % 5 !== 0,
  })),
  sheets: [{ id: "6000x3210", width: 6000, height: 3210, trim: 15 }],
  settings: { stages: 3, kerf: 0, longestStrip: 3500, shortestWasteStrip: 20, minOffcut: { width: 500, height: 300 } },
}

describe("planning a cutting in its own thread", () => {
  it("answers a plan the checker accepts, every pane once, while the event loop goes on", async () => {
    let ticks = 0
    const ticking = setInterval(() => (ticks += 1), 10)
    const planned = await planCutting(windows, { seed: 7, seconds: 1 }).finally(() => clearInterval(ticking))
    expect(Result.isSuccess(planned)).toBe(true)
    if (Result.isFailure(planned)) return
    expect(checkPlan(windows, planned.success)).toEqual([])
    expect(planned.success.sheets.flatMap((sheet) => sheet.pieces.map((piece) => piece.id)).sort()).toEqual(
      windows.pieces.map((piece) => piece.id).sort(),
    )
    // The search took its second on the other thread: this one ran its timer through it.
    expect(ticks).toBeGreaterThan(20)
  })

  it("answers the optimiser's refusal as its tagged error", async () => {
    const tooLarge = { ...windows, pieces: [{ id: "1035-1-1-A", width: 7000, height: 4000, mayRotate: true }] }
    const planned = await planCutting(tooLarge, { seed: 1, seconds: 1 })
    expect(Result.isFailure(planned) && planned.failure).toMatchObject({ _tag: "PieceFitsNoSheet", pieceId: "1035-1-1-A" })
  })

  it("answers plans asked together, each to its own caller, from one thread", async () => {
    const small = (id: string, width: number): CuttingInput => ({
      ...windows,
      pieces: [{ id, width, height: 500, mayRotate: false }],
    })
    const answers = await Promise.all([
      planCutting(small("1040-1-1-A", 900), { seed: 1, seconds: 1 }),
      planCutting(windows, { seed: 2, seconds: 1 }),
      planCutting(small("1041-1-1-A", 700), { seed: 3, seconds: 1 }),
    ])
    const placed = answers.map((answer) =>
      Result.isSuccess(answer)
        ? answer.success.sheets.flatMap((sheet) => sheet.pieces.map((piece) => `${piece.id} ${piece.width}x${piece.height}`))
        : [],
    )
    expect(placed[0]).toEqual(["1040-1-1-A 900x500"])
    expect(placed[1]).toHaveLength(120)
    expect(placed[2]).toEqual(["1041-1-1-A 700x500"])
  })
})
