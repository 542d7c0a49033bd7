import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { buildUps, structures, type Structure } from "../invoice/InvoiceOptions.ts"
import { defaultProductionSettings } from "./ProductionSettings.ts"
import { edgeAllowanceOf, panesPerUnit, piecesOf, type PieceLine } from "./Pieces.ts"
import { stations, type Station } from "./Stations.ts"

const layer = fc.record({
  glass_type_id: fc.integer({ min: 1, max: 40 }),
  width_id: fc.integer({ min: 1, max: 12 }),
  thickness: fc.integer({ min: 2, max: 19 }),
  material: fc.constantFrom(1 as const, 2 as const, 3 as const),
})

const lineOf = (position: number): fc.Arbitrary<PieceLine> =>
  fc.constantFrom(...structures).chain((structure: Structure) =>
    fc.record({
      position: fc.constant(position),
      invoice_line_id: fc.integer({ min: 1, max: 1_000_000 }),
      structure: fc.constant(structure),
      width: fc.integer({ min: 100, max: 6000 }),
      height: fc.integer({ min: 100, max: 3210 }),
      count: fc.integer({ min: 1, max: 12 }),
      edge_type: fc.constantFrom(null, 1 as const, 2 as const, 3 as const),
      layers: fc.array(layer, { minLength: buildUps[structure].layers, maxLength: buildUps[structure].layers }),
      descriptions: fc.array(fc.record({ unit: fc.constantFrom("piece" as const, "square_meter" as const, "meter" as const) }), {
        maxLength: 3,
      }),
    }),
  )

const linesArb: fc.Arbitrary<ReadonlyArray<PieceLine>> = fc
  .integer({ min: 0, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, index) => lineOf(index + 1))))
const allowancesArb = fc.record({
  1: fc.integer({ min: 0, max: 50 }),
  2: fc.integer({ min: 0, max: 50 }),
  3: fc.integer({ min: 0, max: 50 }),
})

/** Whether `route` keeps the stations' order, each at most once. */
const isSubsequence = (route: ReadonlyArray<Station>) =>
  route.every((station, index) => index === 0 || stations.indexOf(station) > stations.indexOf(route[index - 1] as Station))

describe("the pieces of a confirmed order", () => {
  it("are exactly what the lines' structures and counts say, with unique codes, cut sizes and routes in the stations' order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), linesArb, allowancesArb, (serial, lines, allowances) => {
        const units = piecesOf({ serial, lines }, allowances)
        const panes = units.flatMap((unit) => unit.panes)
        for (const line of lines) {
          const ofLine = units.filter((unit) => unit.line_position === line.position)
          expect(ofLine.map((unit) => unit.unit_number)).toEqual(Array.from({ length: line.count }, (_, index) => index + 1))
          expect(ofLine.flatMap((unit) => unit.panes)).toHaveLength(line.count * panesPerUnit(line.structure))
          for (const unit of ofLine) {
            expect(unit.code).toBe(`${serial}-${line.position}-${unit.unit_number}`)
            expect(unit.panes.map((pane) => pane.code)).toEqual(
              ["A", "B", "C"].slice(0, panesPerUnit(line.structure)).map((letter) => `${unit.code}-${letter}`),
            )
            unit.panes.forEach((pane, index) => {
              const allowance = 2 * edgeAllowanceOf(allowances, line.edge_type)
              expect([pane.finished_width, pane.finished_height]).toEqual([line.width, line.height])
              expect([pane.cut_width - pane.finished_width, pane.cut_height - pane.finished_height]).toEqual([
                allowance,
                allowance,
              ])
              expect(pane).toMatchObject(line.layers[index] ?? {})
              expect(pane.route.slice(0, 1)).toEqual(["cutting"])
              expect(pane.route.slice(-3)).toEqual(["quality", "racking", "dispatch"])
              expect(isSubsequence(pane.route)).toBe(true)
            })
          }
        }
        expect(units).toHaveLength(lines.reduce((sum, line) => sum + line.count, 0))
        expect(new Set(units.map((unit) => unit.code)).size).toBe(units.length)
        expect(new Set(panes.map((pane) => pane.code)).size).toBe(panes.length)
      }),
    )
  })

  it("routes each pane through a station exactly when the line or the layer needs it", () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        for (const unit of piecesOf({ serial: 1035, lines }, defaultProductionSettings.edge_allowance_mm)) {
          const line = lines.find((candidate) => candidate.position === unit.line_position) as PieceLine
          unit.panes.forEach((pane, index) => {
            const laminated = line.structure === "laminated" || (line.structure === "double_laminated" && index > 0)
            expect(pane.route.includes("edging")).toBe(line.edge_type !== null)
            expect(pane.route.includes("processing")).toBe(
              line.descriptions.some((description) => description.unit !== "square_meter"),
            )
            expect(pane.route.includes("tempering")).toBe(pane.material !== 1)
            expect(pane.route.includes("laminating")).toBe(laminated)
            expect(pane.route.includes("assembling")).toBe(line.structure === "double" || line.structure === "double_laminated")
          })
        }
      }),
    )
  })

  it("makes production.md's example: line 2 of invoice 1035, a tempered double-laminated unit with a bevel", () => {
    const glass = (glass_type_id: number, material: 1 | 2 | 3) => ({ glass_type_id, width_id: 3, thickness: 6, material })
    const line: PieceLine = {
      position: 2,
      invoice_line_id: 77,
      structure: "double_laminated",
      width: 1200,
      height: 800,
      count: 2,
      edge_type: 3,
      layers: [glass(1, 2), glass(2, 1), glass(2, 1)],
      descriptions: [{ unit: "piece" }],
    }
    const [first, second] = piecesOf({ serial: 1035, lines: [line] }, defaultProductionSettings.edge_allowance_mm)
    expect(second?.code).toBe("1035-2-2")
    expect(first).toEqual({
      code: "1035-2-1",
      invoice_line_id: 77,
      line_position: 2,
      unit_number: 1,
      structure: "double_laminated",
      width: 1200,
      height: 800,
      panes: [
        {
          code: "1035-2-1-A",
          letter: "A",
          ...glass(1, 2),
          finished_width: 1200,
          finished_height: 800,
          cut_width: 1204,
          cut_height: 804,
          edge_type: 3,
          route: ["cutting", "edging", "processing", "tempering", "assembling", "quality", "racking", "dispatch"],
        },
        {
          code: "1035-2-1-B",
          letter: "B",
          ...glass(2, 1),
          finished_width: 1200,
          finished_height: 800,
          cut_width: 1204,
          cut_height: 804,
          edge_type: 3,
          route: ["cutting", "edging", "processing", "laminating", "assembling", "quality", "racking", "dispatch"],
        },
        {
          code: "1035-2-1-C",
          letter: "C",
          ...glass(2, 1),
          finished_width: 1200,
          finished_height: 800,
          cut_width: 1204,
          cut_height: 804,
          edge_type: 3,
          route: ["cutting", "edging", "processing", "laminating", "assembling", "quality", "racking", "dispatch"],
        },
      ],
    })
  })

  it("cuts a single raw pane without an edge at its finished size, straight to quality", () => {
    const line: PieceLine = {
      position: 1,
      invoice_line_id: 5,
      structure: "single",
      width: 500,
      height: 400,
      count: 1,
      edge_type: null,
      layers: [{ glass_type_id: 1, width_id: 1, thickness: 4, material: 1 }],
      descriptions: [{ unit: "square_meter" }],
    }
    const [unit] = piecesOf({ serial: 12, lines: [line] }, { 1: 5, 2: 5, 3: 5 })
    expect(unit?.panes.map(({ code, cut_width, cut_height, route }) => ({ code, cut_width, cut_height, route }))).toEqual([
      { code: "12-1-1-A", cut_width: 500, cut_height: 400, route: ["cutting", "quality", "racking", "dispatch"] },
    ])
  })
})
