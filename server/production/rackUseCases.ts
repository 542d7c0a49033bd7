import { Option, Result } from "effect"
import type { RackId } from "../../domain/identifiers/Ids.ts"
import {
  leftAtAfter,
  rackHoldingErrors,
  rackMessages,
  validateRackForm,
  type RackForm,
} from "../../domain/production/RackForm.ts"
import { unitWeightGrams } from "../../domain/production/Weight.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { isUniqueViolation } from "../db/uniqueViolation.ts"
import type { Schemas } from "../http/answers.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { RackInvalid, RackNotFound, type RackRefusal } from "./RackRefusal.ts"
import type { HeldUnit, RackFilter, RackRecord, RackSort, RackStore, WeighedPaneRow } from "./rackStore.ts"
import type { ScanAnswerData, ScanCaller, ScanUseCases } from "./scanUseCases.ts"

type Rack = Schemas["Rack"]
type RackDetail = Schemas["RackDetail"]
type RackUnit = Schemas["RackUnit"]
type Outcome<A> = Promise<Result.Result<A, RackRefusal>>

const fail = (errors: FieldErrors) => Result.fail(new RackInvalid({ errors }))
const taken = { number: rackMessages.taken } as const

/** Each unit's weight in grams, from its current panes. */
export const unitWeights = (panes: ReadonlyArray<WeighedPaneRow>): ReadonlyMap<number, number> => {
  const byUnit = new Map<number, Array<WeighedPaneRow>>()
  for (const pane of panes) byUnit.set(pane.unit_id, [...(byUnit.get(pane.unit_id) ?? []), pane])
  return new Map([...byUnit.entries()].map(([unitId, unitPanes]) => [unitId, unitWeightGrams(unitPanes)]))
}

/** A rack as the list answers it: its slots in use, the load of its units and their orders by serial. */
const rackAnswer = (rack: RackRecord, held: ReadonlyArray<HeldUnit>, weights: ReadonlyMap<number, number>): Rack => {
  const mine = held.filter((unit) => unit.rack_id === rack.id)
  const orders = [...new Map(mine.map((unit) => [unit.order_id, unit.serial_number])).entries()]
    .map(([id, serial_number]) => ({ id, serial_number }))
    .sort((a, b) => a.serial_number - b.serial_number)
  return { ...rack, load_grams: mine.reduce((sum, unit) => sum + (weights.get(unit.id) ?? 0), 0), orders }
}

const unitAnswer = (unit: HeldUnit, weights: ReadonlyMap<number, number>): RackUnit => ({
  id: unit.id,
  code: unit.code,
  order_id: unit.order_id,
  serial_number: unit.serial_number,
  customer_name: unit.customer_name,
  structure: unit.structure as RackUnit["structure"],
  width: unit.width,
  height: unit.height,
  weight_grams: weights.get(unit.id) ?? 0,
})

/** The racks use cases (production.md section 7): the list, one rack with its slots, the rack form's writes. */
export const rackUseCases = (
  store: RackStore,
  // The scan's own use cases: a unit put in a rack by hand is a racking scan naming the rack, with every rule of a scan.
  scans: ScanUseCases,
  clock: { readonly now: () => number },
) => {
  const nowIso = () => new Date(clock.now()).toISOString()

  /** What the racks hold now: their units not yet dispatched and each one's weight. */
  const holdings = async (rackIds: ReadonlyArray<number>) => {
    const held = await store.heldUnits(rackIds)
    return { held, weights: unitWeights(await store.panesOfUnits(held.map((unit) => unit.id))) }
  }

  const detail = async (id: RackId): Outcome<RackDetail> => {
    const rack = await store.rack(id)
    if (rack === undefined) return Result.fail(new RackNotFound())
    const { held, weights } = await holdings([id])
    const places = Array.from({ length: rack.slots }, (_, index) => {
      const unit = held.find((candidate) => candidate.rack_slot === index + 1)
      return { slot: index + 1, unit: unit === undefined ? null : unitAnswer(unit, weights) }
    })
    return Result.succeed({ ...rackAnswer(rack, held, weights), places })
  }

  /** The form's rule, then that no other rack has the number. */
  const checked = async (body: unknown, exceptId?: number): Promise<Result.Result<RackForm, FieldErrors>> => {
    const form = validateRackForm(body)
    if (Result.isFailure(form)) return form
    return (await store.numbered(form.success.number, exceptId)) === undefined ? form : Result.fail(taken)
  }

  /** Runs a write; a unique violation (the number saved by another request in between) is the duplicate's 422. */
  const unlessTaken = async <A>(write: () => Promise<A>): Promise<Result.Result<A, RackRefusal>> => {
    try {
      return Result.succeed(await write())
    } catch (error) {
      if (isUniqueViolation(error)) return fail(taken)
      throw error
    }
  }

  return {
    racks: async (filter: RackFilter, request: PageRequest, sort: RackSort): Promise<Page<Rack>> => {
      const page = await store.racks(filter, request, sort)
      const { held, weights } = await holdings(page.rows.map((rack) => rack.id))
      return { rows: page.rows.map((rack) => rackAnswer(rack, held, weights)), total: page.total }
    },
    rack: detail,
    create: async (body: unknown): Outcome<RackDetail> => {
      const form = await checked(body)
      if (Result.isFailure(form)) return fail(form.failure)
      const at = nowIso()
      const id = await unlessTaken(() => store.create(form.success, leftAtAfter(Option.none(), form.success.state, at), at))
      return Result.isFailure(id) ? Result.fail(id.failure) : detail(id.success)
    },
    /** Saves the form over what the rack holds, read again in the saving transaction. */
    update: async (id: RackId, body: unknown): Outcome<RackDetail> => {
      if ((await store.rack(id)) === undefined) return Result.fail(new RackNotFound())
      const form = await checked(body, id)
      if (Result.isFailure(form)) return fail(form.failure)
      const at = nowIso()
      const saved = await unlessTaken(() =>
        store.update<FieldErrors>(id, form.success, at, ({ rack, held, panes }) => {
          const weights = unitWeights(panes)
          const errors = rackHoldingErrors(form.success, {
            heldSlots: [...new Set(held.map((unit) => unit.rack_slot))],
            loadGrams: held.reduce((sum, unit) => sum + (weights.get(unit.id) ?? 0), 0),
          })
          return Object.keys(errors).length > 0 ? { errors } : { leftAt: leftAtAfter(Option.some(rack), form.success.state, at) }
        }),
      )
      if (Result.isFailure(saved)) return Result.fail(saved.failure)
      if (saved.success._tag === "missing") return Result.fail(new RackNotFound())
      return saved.success._tag === "refused" ? fail(saved.success.errors) : detail(id)
    },
    /** Puts a unit in this rack by its code (`{code}`): a racking scan naming the rack, answered as a scan. */
    slot: async (caller: ScanCaller, id: RackId, body: unknown): Outcome<ScanAnswerData> => {
      if ((await store.rack(id)) === undefined) return Result.fail(new RackNotFound())
      const code =
        typeof body === "object" && body !== null && !Array.isArray(body) ? (body as { readonly code?: unknown }).code : undefined
      const scanned = await scans.scan(caller, { code, station: "racking" }, id)
      return Result.mapError(scanned, (refusal) =>
        refusal._tag === "ScanNotFound" ? new RackNotFound() : new RackInvalid({ errors: refusal.errors }),
      )
    },
  }
}

/** The racks use cases as the routes hold them. */
export type RackUseCases = ReturnType<typeof rackUseCases>
