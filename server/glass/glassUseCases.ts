import { Result, Schema } from "effect"
import type { GlassTypeId, SizeLimitId } from "../../domain/identifiers/Ids.ts"
import { glassMaterials } from "../../domain/options/Options.ts"
import {
  glassSizeLimitConflicts,
  glassSizeLimitMessages,
  validateGlassSizeLimitForm,
  type GlassSizeLimitForm,
} from "../../domain/glass/GlassSizeLimitForm.ts"
import {
  unknownThicknessErrors,
  validateGlassTypeForm,
  type GlassMaterial,
  type GlassTypeForm,
} from "../../domain/glass/GlassTypeForm.ts"
import { checkPiece } from "../../domain/glass/SizeLimitCheck.ts"
import { validateActiveToggle } from "../../domain/validation/ActiveToggle.ts"
import { ChoiceField } from "../../domain/validation/ChoiceField.ts"
import { validateWith, type FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { formBody } from "../../domain/validation/FormBody.ts"
import { IdField } from "../../domain/validation/IdField.ts"
import { Millimetres } from "../../domain/validation/NumberField.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { GlassInvalid, GlassNotFound, glassTypeNameTaken, type GlassRefusal } from "./GlassRefusal.ts"
import type { GlassTypeDetail, GlassTypeFilters, GlassTypes, GlassTypeSummary } from "./glassTypeStore.ts"
import type { SizeLimitRecord, SizeLimits, SizeLimitSort } from "./sizeLimitStore.ts"

type Outcome<A> = Promise<Result.Result<A, GlassRefusal>>

/** The order of a size limit list as the route decoded it, or the 422 of an order it does not offer. */
export type DecodedSizeLimitSort = Result.Result<SizeLimitSort, FieldErrors>

/** Glass types with their price grid, and the size limits of each (every call but the reads of one type may be refused). */
export interface GlassUseCases {
  readonly types: (request: PageRequest, filters: GlassTypeFilters) => Promise<Page<GlassTypeSummary>>
  /** Every matching type with its grid, for the export. */
  readonly exportedTypes: (filters: GlassTypeFilters) => Promise<ReadonlyArray<GlassTypeDetail>>
  readonly type: (id: GlassTypeId) => Outcome<GlassTypeDetail>
  readonly createType: (body: unknown) => Outcome<GlassTypeDetail>
  readonly updateType: (id: GlassTypeId, body: unknown) => Outcome<GlassTypeDetail>
  /** The list's switch: a body of is_active only. */
  readonly toggleType: (id: GlassTypeId, body: unknown) => Outcome<GlassTypeDetail>
  /** A type's limits; an unknown type is refused before the order is read, so it answers 404 whatever the query. */
  readonly limits: (typeId: GlassTypeId, request: PageRequest, sort: DecodedSizeLimitSort) => Outcome<Page<SizeLimitRecord>>
  readonly exportedLimits: (typeId: GlassTypeId, sort: DecodedSizeLimitSort) => Outcome<ReadonlyArray<SizeLimitRecord>>
  readonly limit: (typeId: GlassTypeId, id: SizeLimitId) => Outcome<SizeLimitRecord>
  readonly createLimit: (typeId: GlassTypeId, body: unknown) => Outcome<SizeLimitRecord>
  readonly updateLimit: (typeId: GlassTypeId, id: SizeLimitId, body: unknown) => Outcome<SizeLimitRecord>
  readonly removeLimit: (typeId: GlassTypeId, id: SizeLimitId) => Outcome<void>
  /** Whether a piece of an invoice line fits its type's limits: refused under the side that does not. */
  readonly checkPiece: (typeId: GlassTypeId, body: unknown) => Outcome<void>
}

/** A piece of an invoice line as the size check reads it (sizes 1-6000 mm). */
const validatePiece = validateWith(
  Schema.Struct({
    width_id: IdField({ required: glassSizeLimitMessages.thicknessRequired, invalid: glassSizeLimitMessages.thicknessInvalid }),
    material: ChoiceField(glassMaterials, glassSizeLimitMessages.materialRequired),
    width: Millimetres("عرض", 1, 6000),
    height: Millimetres("ارتفاع", 1, 6000),
  }),
)

const invalid = (errors: FieldErrors) => Result.fail(new GlassInvalid({ errors }))
const found = <A>(row: A | undefined): Result.Result<A, GlassRefusal> =>
  row ? Result.succeed(row) : Result.fail(new GlassNotFound())

/** The glass use cases over their stores: the forms' rules, then the checks that need stored rows, then the write. */
export const glassUseCases = (types: GlassTypes, limits: SizeLimits): GlassUseCases => {
  /** Checks the form, then what needs stored data: the thicknesses exist and the name is free. */
  const validType = async (body: unknown, exceptId?: GlassTypeId): Promise<Result.Result<GlassTypeForm, FieldErrors>> => {
    const form = validateGlassTypeForm(body)
    if (Result.isFailure(form)) return form
    const stored = await types.storedWidthIds(form.success.width_ids)
    const errors: FieldErrors = {
      ...((await types.nameTaken(form.success.name, exceptId)) ? { name: glassTypeNameTaken } : {}),
      ...unknownThicknessErrors(form.success.width_ids, stored),
    }
    return Object.keys(errors).length > 0 ? Result.fail(errors) : form
  }

  /** Checks a size limit row, then what needs the stored rows: the type offers the thickness and the thickness and material are free. */
  const validLimit = async (
    type: GlassTypeDetail,
    body: unknown,
    id?: SizeLimitId,
  ): Promise<Result.Result<GlassSizeLimitForm, FieldErrors>> => {
    const form = validateGlassSizeLimitForm(body)
    if (Result.isFailure(form)) return form
    const errors = glassSizeLimitConflicts(
      { id: id ?? null, width_id: form.success.width_id, material: form.success.material },
      { offeredWidthIds: type.width_ids.map((width) => width.id), stored: await limits.stored(type.id) },
    )
    return Object.keys(errors).length > 0 ? Result.fail(errors) : form
  }

  const type = async (id: GlassTypeId) => found(await types.one(id))

  /** The type's sorted rows, once the type is known and the order is one the list offers. */
  const sortedFor = async <A>(
    typeId: GlassTypeId,
    sort: DecodedSizeLimitSort,
    read: (sort: SizeLimitSort) => Promise<A>,
  ): Outcome<A> => {
    const known = await type(typeId)
    if (Result.isFailure(known)) return Result.fail(known.failure)
    if (Result.isFailure(sort)) return invalid(sort.failure)
    return Result.succeed(await read(sort.success))
  }

  return {
    types: (request, filters) => types.page(request, filters),
    exportedTypes: (filters) => types.all(filters),
    type,
    createType: async (body) => {
      const form = await validType(body)
      if (Result.isFailure(form)) return invalid(form.failure)
      return types.create(form.success)
    },
    updateType: async (id, body) => {
      if (!(await types.one(id))) return Result.fail(new GlassNotFound())
      const form = await validType(body, id)
      if (Result.isFailure(form)) return invalid(form.failure)
      return types.update(id, form.success)
    },
    toggleType: async (id, body) => {
      const toggle = validateActiveToggle(body)
      if (Result.isFailure(toggle)) return invalid(toggle.failure)
      return found(await types.toggle(id, toggle.success.is_active))
    },
    limits: (typeId, request, sort) => sortedFor(typeId, sort, (sorted) => limits.page(typeId, request, sorted)),
    exportedLimits: (typeId, sort) => sortedFor(typeId, sort, (sorted) => limits.all(typeId, sorted)),
    limit: async (typeId, id) => {
      const known = await type(typeId)
      return Result.isFailure(known) ? Result.fail(known.failure) : found(await limits.one(typeId, id))
    },
    createLimit: async (typeId, body) => {
      const known = await type(typeId)
      if (Result.isFailure(known)) return Result.fail(known.failure)
      const form = await validLimit(known.success, body)
      if (Result.isFailure(form)) return invalid(form.failure)
      return limits.create(typeId, form.success)
    },
    updateLimit: async (typeId, id, body) => {
      const known = await type(typeId)
      if (Result.isFailure(known)) return Result.fail(known.failure)
      if (!(await limits.one(typeId, id))) return Result.fail(new GlassNotFound())
      const form = await validLimit(known.success, body, id)
      if (Result.isFailure(form)) return invalid(form.failure)
      return limits.update(typeId, id, form.success)
    },
    removeLimit: async (typeId, id) => {
      const known = await types.one(typeId)
      return known && (await limits.remove(typeId, id)) ? Result.succeed(undefined) : Result.fail(new GlassNotFound())
    },
    checkPiece: async (typeId, body) => {
      const known = await type(typeId)
      if (Result.isFailure(known)) return Result.fail(known.failure)
      const piece = validatePiece(formBody(body))
      if (Result.isFailure(piece)) return invalid(piece.failure)
      const { width_id, material, width, height } = piece.success
      const checked = checkPiece(await limits.all(typeId), {
        glassTypeId: typeId,
        thicknessId: width_id,
        material: material as GlassMaterial,
        widthMm: width,
        heightMm: height,
      })
      if (Result.isFailure(checked))
        return invalid({ [checked.failure._tag === "WidthOutsideLimit" ? "width" : "height"]: checked.failure.message })
      return Result.succeed(undefined)
    },
  }
}
