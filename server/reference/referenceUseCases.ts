import { Result } from "effect"
import type { ReferenceRowId } from "../../domain/identifiers/Ids.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import { deliveryFareConflicts, validateDeliveryFareForm } from "../../domain/reference/DeliveryFareForm.ts"
import { descriptionConflicts, pricingUnitNames, validateDescriptionForm } from "../../domain/reference/DescriptionForm.ts"
import { glassThicknessConflicts, validateGlassThicknessForm } from "../../domain/reference/GlassThicknessForm.ts"
import { spacerThicknessConflicts, validateSpacerThicknessForm } from "../../domain/reference/SpacerThicknessForm.ts"
import { validateActiveToggle } from "../../domain/validation/ActiveToggle.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { ReferenceInvalid, ReferenceNotFound, type ReferenceRefusal } from "./ReferenceRefusal.ts"
import type { DescriptionRow, FareRow, ReferenceData, SpacerRow, WidthRow } from "./referenceStore.ts"
import type { ReferenceFilter, ReferenceTable } from "./referenceTable.ts"

type Outcome<A> = Promise<Result.Result<A, ReferenceRefusal>>
type Active = { readonly is_active: boolean }

/** One reference list: its lookup-shaped page, the export's rows, one, create, edit and the list's switch. */
export interface ReferenceListUseCases<Row, K extends string> {
  readonly page: (request: PageRequest, filter: ReferenceFilter<K>) => Promise<Page<Row>>
  /** Every row the filter keeps, in list order, up to the export cap. */
  readonly all: (filter: ReferenceFilter<K>) => Promise<ReadonlyArray<Row>>
  readonly one: (id: ReferenceRowId) => Outcome<Row>
  readonly create: (body: unknown) => Outcome<Row>
  /** Edits the values; a body without is_active keeps the stored flag instead of reactivating the record. */
  readonly update: (id: ReferenceRowId, body: unknown) => Outcome<Row>
  /** The list's switch: a body of is_active and none of the form's other fields. */
  readonly toggle: (id: ReferenceRowId, body: unknown) => Outcome<Row>
}

/** Glass thicknesses, spacer thicknesses, delivery fares and descriptions. */
export interface ReferenceUseCases {
  readonly glassWidths: ReferenceListUseCases<WidthRow, SortKeyOf<"glassWidths">>
  readonly spacers: ReferenceListUseCases<SpacerRow, SortKeyOf<"spacers">>
  readonly fares: ReferenceListUseCases<FareRow, SortKeyOf<"fares">>
  readonly descriptions: ReferenceListUseCases<DescriptionRow, SortKeyOf<"descriptions">>
}

/** The rules of one list's form: its values as stored, and the duplicates it may not repeat. */
interface ListRules<Row, Values> {
  /** The form's values as stored, or each field's Persian message. */
  readonly validate: (body: unknown) => Result.Result<Values & Active, FieldErrors>
  readonly conflicts: (candidate: Values & { readonly id?: number }, stored: ReadonlyArray<Row>) => FieldErrors
}

const invalid = (errors: FieldErrors) => Result.fail(new ReferenceInvalid({ errors }))

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body)

/** One list's use cases: the form's rule, then the duplicate check against the stored rows, then the write. */
const listUseCases = <Row, Values, K extends string>(
  table: ReferenceTable<Row, Values & Active, K>,
  rules: ListRules<Row, Values>,
): ReferenceListUseCases<Row, K> => {
  /** The form's values once no stored row (but the record's own) has them. */
  const checked = async (body: unknown, id?: ReferenceRowId): Outcome<Values & Active> => {
    const form = rules.validate(body)
    if (Result.isFailure(form)) return invalid(form.failure)
    if (id !== undefined && (await table.one(id)) === undefined) return Result.fail(new ReferenceNotFound())
    const clash = rules.conflicts(id === undefined ? form.success : { ...form.success, id }, await table.all({}))
    return Object.keys(clash).length > 0 ? invalid(clash) : Result.succeed(form.success)
  }
  return {
    page: (request, filter) => table.page(request, filter),
    all: (filter) => table.all(filter),
    one: async (id) => {
      const row = await table.one(id)
      return row === undefined ? Result.fail(new ReferenceNotFound()) : Result.succeed(row)
    },
    create: async (body) => {
      const form = await checked(body)
      return Result.isFailure(form) ? Result.fail(form.failure) : table.create(form.success)
    },
    update: async (id, body) => {
      const form = await checked(body, id)
      if (Result.isFailure(form)) return Result.fail(form.failure)
      const { is_active, ...values } = form.success
      const change = (isObject(body) && "is_active" in body ? { ...values, is_active } : values) as Partial<Values & Active>
      return table.update(id, change)
    },
    toggle: async (id, body) => {
      const flag = validateActiveToggle(body)
      if (Result.isFailure(flag)) return invalid(flag.failure)
      return table.update(id, flag.success as Partial<Values & Active>)
    },
  }
}

/** The reference lists' use cases over their store. */
export const referenceUseCases = (store: ReferenceData): ReferenceUseCases => ({
  glassWidths: listUseCases(store.glassWidths, { validate: validateGlassThicknessForm, conflicts: glassThicknessConflicts }),
  spacers: listUseCases(store.spacers, { validate: validateSpacerThicknessForm, conflicts: spacerThicknessConflicts }),
  fares: listUseCases(store.fares, { validate: validateDeliveryFareForm, conflicts: deliveryFareConflicts }),
  descriptions: listUseCases(store.descriptions, {
    // The form names the unit by its code; it is stored and answered by name, as the lookup always had it.
    validate: (body) =>
      Result.map(validateDescriptionForm(body), ({ name, pricing_unit, price, is_active }) => ({
        name,
        unit: pricingUnitNames[pricing_unit],
        price,
        is_active,
      })),
    conflicts: descriptionConflicts,
  }),
})
