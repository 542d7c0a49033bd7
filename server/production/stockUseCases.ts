import { Result } from "effect"
import type { OffcutId, StockSheetId } from "../../domain/identifiers/Ids.ts"
import { mayDiscard, offcutMessages } from "../../domain/production/OffcutStates.ts"
import {
  stockSheetMaterialErrors,
  stockSheetMessages,
  validateStockSheetForm,
  type StockSheetForm,
} from "../../domain/production/StockSheetForm.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { isUniqueViolation } from "../db/uniqueViolation.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import type { OffcutFilter, OffcutRow, OffcutSort, StockSheetFilter, StockSheetRow, StockSheetSort } from "./stockLists.ts"
import { StockInvalid, StockNotFound, type StockRefusal } from "./StockRefusal.ts"
import type { ProductionMaterial, StockStore } from "./stockStore.ts"

type Outcome<A> = Promise<Result.Result<A, StockRefusal>>

const fail = (errors: FieldErrors) => Result.fail(new StockInvalid({ errors }))
const taken = { width: stockSheetMessages.taken } as const

/** The stock use cases (production.md section 3): check, write, answer; no price is read or answered. */
export const stockUseCases = (store: StockStore, clock: { readonly now: () => number }) => {
  const nowIso = () => new Date(clock.now()).toISOString()

  /** The form's rule, then the material: an active glass type in a thickness it is offered in. */
  const offered = (body: unknown, materials: ReadonlyArray<ProductionMaterial>): Result.Result<StockSheetForm, FieldErrors> => {
    const form = validateStockSheetForm(body)
    if (Result.isFailure(form)) return form
    const material = stockSheetMaterialErrors(form.success, {
      activeTypeIds: materials.map((row) => row.glass_type_id),
      offered: materials,
    })
    return Object.keys(material).length > 0 ? Result.fail(material) : form
  }

  /** What `offered` checks, then that no other sheet has the same material and size. */
  const checked = async (body: unknown, exceptId?: StockSheetId): Promise<Result.Result<StockSheetForm, FieldErrors>> => {
    const form = offered(body, await store.materials())
    if (Result.isFailure(form)) return form
    return (await store.sameSize(form.success, exceptId)) === undefined ? form : Result.fail(taken)
  }

  /** Runs a write; a unique violation (a same-size sheet saved by another request in between) is the duplicate's 422. */
  const unlessTaken = async <A>(write: () => Promise<A>): Promise<Result.Result<A, StockRefusal>> => {
    try {
      return Result.succeed(await write())
    } catch (error) {
      if (isUniqueViolation(error)) return fail(taken)
      throw error
    }
  }

  const stored = async (id: StockSheetId): Outcome<StockSheetRow> => {
    const row = await store.sheet(id)
    return row ? Result.succeed(row) : Result.fail(new StockNotFound())
  }

  return {
    materials: (): Promise<ReadonlyArray<ProductionMaterial>> => store.materials(),
    sheets: (filter: StockSheetFilter, request: PageRequest, sort: StockSheetSort): Promise<Page<StockSheetRow>> =>
      store.sheets(filter, request, sort),
    sheet: stored,
    createSheet: async (body: unknown): Outcome<StockSheetRow> => {
      const form = await checked(body)
      if (Result.isFailure(form)) return fail(form.failure)
      const ids = await unlessTaken(() => store.createSheets([form.success], nowIso()))
      if (Result.isFailure(ids)) return Result.fail(ids.failure)
      const [id] = ids.success
      return id === undefined ? Result.fail(new StockNotFound()) : stored(id)
    },
    /** Several sheets by the same rules, one insert (the demo seed): the first refused body refuses them all, a duplicate by the unique index. */
    createSheets: async (bodies: ReadonlyArray<unknown>): Outcome<ReadonlyArray<StockSheetId>> => {
      const materials = await store.materials()
      const forms: Array<StockSheetForm> = []
      for (const body of bodies) {
        const form = offered(body, materials)
        if (Result.isFailure(form)) return fail(form.failure)
        forms.push(form.success)
      }
      return unlessTaken(() => store.createSheets(forms, nowIso()))
    },
    updateSheet: async (id: StockSheetId, body: unknown): Outcome<StockSheetRow> => {
      if (!(await store.sheet(id))) return Result.fail(new StockNotFound())
      const form = await checked(body, id)
      if (Result.isFailure(form)) return fail(form.failure)
      const updated = await unlessTaken(() => store.updateSheet(id, form.success, nowIso()))
      if (Result.isFailure(updated)) return Result.fail(updated.failure)
      return updated.success ? stored(id) : Result.fail(new StockNotFound())
    },
    // A batch keeps its own copy of its plan, so a sheet size may go even after a batch was cut from it.
    deleteSheet: async (id: StockSheetId): Outcome<void> =>
      (await store.deleteSheet(id)) ? Result.succeed(undefined) : Result.fail(new StockNotFound()),
    offcuts: (filter: OffcutFilter, request: PageRequest, sort: OffcutSort): Promise<Page<OffcutRow>> =>
      store.offcuts(filter, request, sort),
    discardOffcut: async (id: OffcutId): Outcome<void> => {
      const offcut = await store.offcut(id)
      if (!offcut) return Result.fail(new StockNotFound())
      if (!mayDiscard(offcut.state)) return fail({ state: offcutMessages.notInStock })
      const outcome = await store.discardOffcut(id, nowIso())
      if (outcome === "missing") return Result.fail(new StockNotFound())
      return outcome === "not_in_stock" ? fail({ state: offcutMessages.notInStock }) : Result.succeed(undefined)
    },
  }
}

export type StockUseCases = ReturnType<typeof stockUseCases>
