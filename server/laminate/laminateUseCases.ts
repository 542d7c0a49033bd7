import { Result } from "effect"
import type { LaminateColorId } from "../../domain/identifiers/Ids.ts"
import { validateLaminateColorForm, validateLaminateColorToggle } from "../../domain/laminate/LaminateColorForm.ts"
import type { Clock } from "../../domain/ports/Clock.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { LaminateInvalid, LaminateNotFound, type LaminateRefusal } from "./LaminateRefusal.ts"
import type { LaminateColorChange, LaminateColorFilter, LaminateColorRecord, LaminateColors } from "./laminateStore.ts"

type Outcome<A> = Promise<Result.Result<A, LaminateRefusal>>

/** Laminate colours: the list (also every form's lookup), the export, one, create, and edit or toggle. */
export interface LaminateUseCases {
  /** A page of the list; a page kept by the store comes back as the same object until the database changes. */
  readonly page: (request: PageRequest, filter: LaminateColorFilter) => Promise<Page<LaminateColorRecord>>
  /** Every colour the filter keeps, in its order, up to `limit`. */
  readonly exported: (filter: LaminateColorFilter, limit: number) => Promise<ReadonlyArray<LaminateColorRecord>>
  readonly color: (id: LaminateColorId) => Outcome<LaminateColorRecord>
  readonly create: (body: unknown) => Outcome<LaminateColorRecord>
  /** Edits name and price. */
  readonly update: (id: LaminateColorId, body: unknown) => Outcome<LaminateColorRecord>
  /** The list's switch: a body of is_active without name or price. */
  readonly toggle: (id: LaminateColorId, body: unknown) => Outcome<LaminateColorRecord>
}

const found = (row: LaminateColorRecord | undefined): Result.Result<LaminateColorRecord, LaminateRefusal> =>
  row ? Result.succeed(row) : Result.fail(new LaminateNotFound())

/** The laminate colour use cases over their store: the form's rules, then the write, stamped by the clock. */
export const laminateUseCases = (store: LaminateColors, clock: Clock): LaminateUseCases => {
  const nowIso = () => new Date(clock.now()).toISOString()
  const change = async (
    id: LaminateColorId,
    checked: Result.Result<LaminateColorChange, FieldErrors>,
  ): Outcome<LaminateColorRecord> =>
    Result.isFailure(checked)
      ? Result.fail(new LaminateInvalid({ errors: checked.failure }))
      : found(await store.update(id, checked.success, nowIso()))
  return {
    page: (request, filter) => store.page(request, filter),
    exported: (filter, limit) => store.exported(filter, limit),
    color: async (id) => found(await store.one(id)),
    create: async (body) => {
      const form = validateLaminateColorForm(body)
      if (Result.isFailure(form)) return Result.fail(new LaminateInvalid({ errors: form.failure }))
      return Result.succeed(await store.create(form.success, nowIso()))
    },
    update: (id, body) => change(id, validateLaminateColorForm(body)),
    toggle: (id, body) => change(id, validateLaminateColorToggle(body)),
  }
}
