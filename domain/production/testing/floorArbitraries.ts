import fc from "fast-check"
import type { ScanPane } from "../Scanning.ts"
import { stations, type Station } from "../Stations.ts"

/** A route as the pieces make them: cutting first, then any of the optional stations in order, then quality, racking, dispatch. */
export const routeArb = (
  options: { readonly laminating?: boolean; readonly assembling?: boolean } = {},
): fc.Arbitrary<ReadonlyArray<Station>> =>
  fc
    .record({ edging: fc.boolean(), processing: fc.boolean(), tempering: fc.boolean() })
    .map((optional) =>
      stations.filter(
        (station) =>
          station === "cutting" ||
          station === "quality" ||
          station === "racking" ||
          station === "dispatch" ||
          (station === "laminating" && options.laminating === true) ||
          (station === "assembling" && options.assembling === true) ||
          (station in optional && optional[station as keyof typeof optional]),
      ),
    )

/** The panes of one unit of a random structure, every pane waiting in a released batch, with unique ids and codes. */
export const unitArb = (unitNumber = 1): fc.Arbitrary<ReadonlyArray<ScanPane>> =>
  fc.constantFrom("single", "laminated", "double", "double_laminated").chain((structure) => {
    const letters = structure === "single" ? ["A"] : structure === "double_laminated" ? ["A", "B", "C"] : ["A", "B"]
    const laminatedOf = (letter: string) => structure === "laminated" || (structure === "double_laminated" && letter !== "A")
    const assembling = structure === "double" || structure === "double_laminated"
    return fc.tuple(...letters.map((letter) => routeArb({ laminating: laminatedOf(letter), assembling }))).map((routes) =>
      routes.map((route, index): ScanPane => ({
        id: unitNumber * 10 + index,
        code: `1035-1-${unitNumber}-${letters[index]}`,
        state: "waiting",
        route,
        in_batch: true,
      })),
    )
  })
