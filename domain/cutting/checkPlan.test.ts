import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkPlan } from "./checkPlan.ts"
import type { CuttingInput } from "./CuttingInput.ts"
import type { CuttingPlan, PlacedPiece, SheetPlan } from "./CuttingPlan.ts"
import { optimise } from "./optimise.ts"
import { cuttingInputs } from "./testing/arbitraries.ts"

const corruptions = ["overlap", "outside", "trim", "missing", "duplicate", "size", "turn"] as const
type Corruption = (typeof corruptions)[number]

/** The plan with one piece moved, dropped, doubled, resized or turned; undefined when the plan has no such piece. */
const corrupt = (input: CuttingInput, plan: CuttingPlan, how: Corruption, pick: number): CuttingPlan | undefined => {
  const sheets = plan.sheets.filter((s) => s.pieces.length > 0)
  const sheet = sheets[pick % sheets.length]
  if (sheet === undefined) return undefined
  const at = pick % sheet.pieces.length
  const piece = sheet.pieces[at]
  if (piece === undefined) return undefined
  const trim = input.sheets[sheet.sheetIndex]?.trim ?? 0
  const replace = (pieces: ReadonlyArray<PlacedPiece>): CuttingPlan => ({
    ...plan,
    sheets: plan.sheets.map((s): SheetPlan => (s === sheet ? { ...s, pieces } : s)),
  })
  const moved = (change: Partial<PlacedPiece>) => replace(sheet.pieces.map((p, i) => (i === at ? { ...p, ...change } : p)))
  switch (how) {
    case "overlap": {
      const other = sheet.pieces[(at + 1) % sheet.pieces.length]
      return other === undefined || other === piece ? undefined : moved({ x: other.x, y: other.y })
    }
    case "outside":
      return moved({ x: sheet.width - piece.width + 1 })
    case "trim":
      return trim === 0 ? undefined : moved({ y: trim - 1 })
    case "missing":
      return replace(sheet.pieces.filter((_, i) => i !== at))
    case "duplicate":
      return replace([...sheet.pieces, piece])
    case "size":
      return moved({ width: piece.width + 1 })
    case "turn": {
      const original = input.pieces.find((p) => p.id === piece.id)
      return original === undefined || original.mayRotate
        ? undefined
        : moved({ width: piece.height, height: piece.width, rotated: !piece.rotated })
    }
  }
}

const input = (pieces: ReadonlyArray<PlacedPiece>, stages: 2 | 3 = 3, more: Partial<CuttingInput["settings"]> = {}) => {
  const job: CuttingInput = {
    pieces: pieces.map((p) => ({ id: p.id, width: p.width, height: p.height, mayRotate: false })),
    sheets: [{ id: "S", width: 100, height: 100, trim: 0 }],
    settings: { stages, kerf: 0, shortestWasteStrip: 0, ...more },
  }
  const plan: CuttingPlan = {
    sheets: [{ sheetIndex: 0, bin: "S", width: 100, height: 100, pieces, cuts: [], yield: 0, offcuts: [], usedWidth: 100 }],
    yield: 0,
  }
  return checkPlan(job, plan)
}
const at = (id: string, x: number, y: number, width: number, height: number): PlacedPiece => ({
  id,
  x,
  y,
  width,
  height,
  rotated: false,
})

describe("the plan checker", () => {
  it("refuses every plan made wrong by one moved, dropped, doubled, resized or turned piece", () => {
    fc.assert(
      fc.property(cuttingInputs, fc.constantFrom(...corruptions), fc.nat(), (job, how, pick) => {
        const result = optimise(job, { seed: pick, effort: 100 })
        if (Result.isFailure(result)) throw new Error(result.failure._tag)
        const broken = corrupt(job, result.success, how, pick)
        fc.pre(
          broken !== undefined && (how !== "outside" || broken.sheets.some((s) => s.pieces.some((p) => p.x + p.width > s.width))),
        )
        if (broken !== undefined) expect(checkPlan(job, broken).length).toBeGreaterThan(0)
      }),
      { numRuns: 200 },
    )
  })

  it("accepts strips, stacks across them and pieces along the stacks, each trimmed to its height", () => {
    expect(input([at("a", 0, 0, 60, 30), at("b", 0, 30, 30, 50), at("c", 30, 30, 20, 40), at("d", 60, 0, 40, 100)])).toEqual([])
  })

  it("refuses a pinwheel, which no guillotine cuts make", () => {
    const pinwheel = [
      at("a", 0, 0, 60, 40),
      at("b", 60, 0, 40, 60),
      at("c", 40, 60, 60, 40),
      at("d", 0, 40, 40, 60),
      at("e", 40, 40, 20, 20),
    ]
    expect(input(pinwheel)).toHaveLength(1)
  })

  it("refuses a layout that needs a fourth stage, and a third one with two stages", () => {
    const fourStages = [at("a", 0, 0, 50, 50), at("b", 0, 50, 20, 50), at("c", 20, 50, 30, 20), at("d", 20, 70, 30, 30)]
    expect(input(fourStages)).toHaveLength(1)
    const threeStages = [at("a", 0, 0, 50, 50), at("b", 0, 50, 20, 50), at("c", 20, 50, 30, 50)]
    expect(input(threeStages, 3)).toEqual([])
    expect(input(threeStages, 2)).toHaveLength(1)
  })

  it("refuses a strip wider than the longest allowed and a waste strip thinner than the table can snap", () => {
    const layout = [at("a", 0, 0, 60, 100), at("b", 60, 0, 40, 90)]
    expect(input(layout, 3, { longestStrip: 60 })).toEqual([])
    expect(input(layout, 3, { longestStrip: 59 })).toHaveLength(1)
    expect(input(layout, 3, { shortestWasteStrip: 10 })).toEqual([])
    expect(input(layout, 3, { shortestWasteStrip: 11 })).toHaveLength(1)
  })

  it("refuses a sheet used more often than it is in stock", () => {
    const job: CuttingInput = {
      pieces: [],
      sheets: [{ id: "S", width: 10, height: 10, copies: 0, trim: 0 }],
      settings: { stages: 3, kerf: 0, shortestWasteStrip: 0 },
    }
    const plan: CuttingPlan = {
      sheets: [{ sheetIndex: 0, bin: "S", width: 10, height: 10, pieces: [], cuts: [], yield: 0, offcuts: [], usedWidth: 0 }],
      yield: 0,
    }
    expect(checkPlan(job, plan)).toHaveLength(1)
  })
})
