import { Option } from "effect"
import { edgeTypes, optionLabel } from "../options/Options.ts"
import { toPersianDigits } from "../text/digits.ts"
import { buildUpText, type HeldBuildUp } from "./BuildUpText.ts"
import { byId, type Catalog } from "./Catalog.ts"

/** A line's priced parts as a stored invoice holds them: its build-up, its edge finish and its extra processes. */
export interface HeldParts extends HeldBuildUp {
  readonly edge_type: number | null
  readonly descriptions: ReadonlyArray<{ readonly description_id: number; readonly quantity: number }>
}

/** The names a line's parts are written with; without them a build-up is written by thickness and material only. */
export type PartNames = Pick<Catalog, "glassTypes" | "laminateColors" | "spacers" | "descriptions">

/** Written for an extra process whose name the catalog no longer holds, so that a priced part is never left out. */
export const unnamedProcess = "خدمت"

/** A line's edge finish in words, «لبه: ابزار»; none when the line has no edge work. */
export const edgeText = (edgeType: number | null): Option.Option<string> =>
  edgeType === null ? Option.none() : Option.map(optionLabel(edgeTypes, edgeType), (label) => `لبه: ${label}`)

/** One extra process with its quantity for each piece: «سوراخ‌کاری × ۲». */
export const processText = (name: string, quantity: number): string => `${name} × ${toPersianDigits(quantity)}`

/**
 * Every part of a line the customer pays for, in the order the editor asks for them: the build-up (panes, film,
 * spacer), the edge work, then each extra process with its quantity. The screen, the print and the dimension maps
 * list a line with this one function, so none of them can leave out a priced part.
 */
export const pricedParts = (line: HeldParts, names: PartNames): ReadonlyArray<string> => [
  buildUpText(line, names),
  ...Option.toArray(edgeText(line.edge_type)),
  ...line.descriptions.map((held) =>
    processText(toPersianDigits(byId(names.descriptions, held.description_id)?.name ?? unnamedProcess), held.quantity),
  ),
]
