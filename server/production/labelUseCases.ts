import { Result } from "effect"
import { stationsAhead, unitStationsAhead } from "../../domain/production/Labels.ts"
import { validateLabelQuery, type LabelSource } from "../../domain/production/LabelSource.ts"
import { readRoute } from "../../domain/production/Stations.ts"
import type { Schemas } from "../http/answers.ts"
import type { StoredPlan } from "./batchPlan.ts"
import { LabelQueryInvalid, LabelSourceNotFound, type LabelRefusal } from "./LabelRefusal.ts"
import type { LabelPaneRow, LabelPieces, LabelStore, LabelUnitRow } from "./labelStore.ts"

type Label = Schemas["Label"]
type Outcome<A> = Promise<Result.Result<A, LabelRefusal>>

const isCurrent = (pane: LabelPaneRow): boolean => pane.state !== "broken"

/** What a pane's and its unit's labels share: the order, the line and unit, the structure, the rack slot. */
const unitFacts = (unit: LabelUnitRow) => ({
  order_id: unit.order_id,
  serial_number: unit.serial_number,
  customer_name: unit.customer_name,
  line_position: unit.line_position,
  unit_number: unit.unit_number,
  structure: unit.structure as Label["structure"],
  rack:
    unit.rack_id === null || unit.rack_number === null || unit.rack_slot === null
      ? null
      : { id: unit.rack_id, number: unit.rack_number, slot: unit.rack_slot },
})

const glassOf = (pane: LabelPaneRow): Label["glass"][number] => ({
  glass_type_name: pane.glass_type_name,
  thickness: pane.thickness,
  material: pane.material as Label["glass"][number]["material"],
})

const routed = (pane: LabelPaneRow) => ({ route: readRoute(pane.route), state: pane.state })

/** A pane's label: its finished size, its glass, its route after its state. */
const paneLabel = (pane: LabelPaneRow, unit: LabelUnitRow): Label => ({
  kind: "pane",
  code: pane.code,
  ...unitFacts(unit),
  letter: pane.letter as Label["letter"],
  width: pane.finished_width,
  height: pane.finished_height,
  glass: [glassOf(pane)],
  ahead: [...stationsAhead(routed(pane))],
})

/** A unit's label: its size, its current panes' glass in layer order, every station one of them still has ahead. */
const unitLabel = (unit: LabelUnitRow, panes: ReadonlyArray<LabelPaneRow>): Label => {
  const current = panes.filter((pane) => pane.unit_id === unit.id && isCurrent(pane))
  return {
    kind: "unit",
    code: unit.code,
    ...unitFacts(unit),
    letter: null,
    width: unit.width,
    height: unit.height,
    glass: current.map(glassOf),
    ahead: [...unitStationsAhead(current.map(routed))],
  }
}

/** The panes' labels in the order given, then their units' labels in unit order (each unit once). */
const labelsOf = (panes: ReadonlyArray<LabelPaneRow>, pieces: LabelPieces): Array<Label> => {
  const unitById = new Map(pieces.units.map((unit) => [unit.id, unit]))
  const paneLabels = panes.flatMap((pane) => {
    const unit = unitById.get(pane.unit_id)
    return unit === undefined ? [] : [paneLabel(pane, unit)]
  })
  const unitIds = new Set(panes.map((pane) => pane.unit_id))
  return [...paneLabels, ...pieces.units.filter((unit) => unitIds.has(unit.id)).map((unit) => unitLabel(unit, pieces.panes))]
}

/** The pane ids of a stored plan, sheet by sheet in cutting order: the order a cutter takes the pieces off the table. */
const planPaneIds = (stored: string): ReadonlyArray<number> =>
  (JSON.parse(stored) as StoredPlan).plan.sheets.flatMap((sheet) => sheet.pieces.map((piece) => piece.pane_id))

/** The labels use cases (production.md section 6): which labels a batch, an order or a code prints, and what each says. */
export const labelUseCases = (store: LabelStore) => {
  /** A batch's current panes in cutting order (a released batch's, or those a draft proposes), then their units. */
  const ofBatch = async (id: number): Outcome<Array<Label>> => {
    const plan = await store.batchPlan(id)
    if (plan === undefined) return Result.fail(new LabelSourceNotFound())
    const pieces = await store.pieces({ kind: "batch", id })
    const paneById = new Map(pieces.panes.map((pane) => [pane.id, pane]))
    const panes = planPaneIds(plan).flatMap((paneId) => {
      const pane = paneById.get(paneId)
      return pane !== undefined && isCurrent(pane) ? [pane] : []
    })
    return Result.succeed(labelsOf(panes, pieces))
  }

  /** Every current pane of the order, unit by unit, then every unit. */
  const ofOrder = async (id: number): Outcome<Array<Label>> => {
    if (!(await store.orderExists(id))) return Result.fail(new LabelSourceNotFound())
    const pieces = await store.pieces({ kind: "order", id })
    const panes = pieces.units.flatMap((unit) => pieces.panes.filter((pane) => pane.unit_id === unit.id && isCurrent(pane)))
    return Result.succeed(labelsOf(panes, pieces))
  }

  /** The one label of a unit's or a pane's code (a broken pane's too: it was asked for by name). */
  const ofCode = async (code: string): Outcome<Array<Label>> => {
    const pieces = await store.pieces({ kind: "code", code })
    const unit = pieces.units.find((candidate) => candidate.code === code)
    if (unit !== undefined) return Result.succeed([unitLabel(unit, pieces.panes)])
    const pane = pieces.panes.find((candidate) => candidate.code === code)
    const owner = pieces.units.find((candidate) => candidate.id === pane?.unit_id)
    return pane === undefined || owner === undefined
      ? Result.fail(new LabelSourceNotFound())
      : Result.succeed([paneLabel(pane, owner)])
  }

  const of = (source: LabelSource): Outcome<Array<Label>> =>
    source.kind === "batch" ? ofBatch(source.id) : source.kind === "order" ? ofOrder(source.id) : ofCode(source.code)

  return {
    /** The labels of `?batch_id=|order_id=|code=`, or why not: a bad query (422) or an unknown source (404). */
    labels: async (query: Readonly<Record<string, string | undefined>>): Outcome<Array<Label>> => {
      const source = validateLabelQuery(query)
      return Result.isFailure(source) ? Result.fail(new LabelQueryInvalid({ errors: source.failure })) : of(source.success)
    },
  }
}

/** The labels use cases as the routes hold them. */
export type LabelUseCases = ReturnType<typeof labelUseCases>
