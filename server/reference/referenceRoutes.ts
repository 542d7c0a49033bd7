import type { Context, Hono } from "hono"
import { Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { deliveryFareConflicts, validateDeliveryFareForm, deliveryFareMessages } from "../../domain/reference/DeliveryFareForm.ts"
import {
  descriptionConflicts,
  descriptionMessages,
  pricingUnitNames,
  pricingUnits,
  pricingUnitOf,
  validateDescriptionForm,
} from "../../domain/reference/DescriptionForm.ts"
import {
  glassThicknessConflicts,
  glassThicknessMessages,
  validateGlassThicknessForm,
} from "../../domain/reference/GlassThicknessForm.ts"
import {
  spacerThicknessConflicts,
  spacerThicknessMessages,
  validateSpacerThicknessForm,
} from "../../domain/reference/SpacerThicknessForm.ts"
import { validateActiveToggle } from "../../domain/validation/ActiveToggle.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { csvAnswer, type CsvCell } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { idOf, invalid, notFound } from "../http/problems.ts"
import type { Endpoint } from "../permissions.ts"
import { metaOf } from "../db/paging.ts"
import { duplicate, type ReferenceTable } from "./referenceTable.ts"

type Path = "/Admin/glass_width" | "/Admin/glass_spacer" | "/Admin/fares" | "/Admin/description_dimension"
/** A row of a list's answer, as the contract has it: the stored rows must be exactly these, so the lookups keep their shape. */
type RowOf<P extends Path> = AnswerOf<P, "get", 200>["data"][number] & AnswerOf<`${P}/{id}`, "get", 200>["data"]

/** How one reference list is read from a form, checked for duplicates and exported. */
interface Entity<P extends Path, Row extends RowOf<P>, Values, K extends string> {
  readonly path: P
  readonly table: ReferenceTable<Row, Values & { readonly is_active: boolean }, K>
  /** The columns the list and its export can be ordered by. */
  readonly sorts: ReadonlyArray<K>
  /** The form's values as stored, or each field's Persian message. */
  readonly validate: (body: unknown) => Result.Result<Values & { readonly is_active: boolean }, FieldErrors>
  /** The field names of the form besides is_active: a PATCH naming none of them is the toggle. */
  readonly fields: ReadonlyArray<string>
  readonly conflicts: (candidate: Values & { readonly id?: number }, stored: ReadonlyArray<Row>) => FieldErrors
  /** The duplicate message answered when the database's unique index refuses a write that raced the check. */
  readonly taken: FieldErrors
  readonly fileName: string
  readonly header: ReadonlyArray<string>
  readonly cells: (row: Row) => ReadonlyArray<CsvCell>
}

const activeText = (active: boolean) => (active ? "فعال" : "غیرفعال")

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body)

/** Every route of one reference list: the lookup-shaped page with search and active filters, the CSV, one, create, and edit or toggle. */
const entityRoutes = <P extends Path, Row extends RowOf<P>, Values, K extends string>(
  api: Hono<ApiEnv>,
  deps: Deps,
  entity: Entity<P, Row, Values, K>,
) => {
  const { path, table } = entity
  const endpoint = (method: string, suffix = "") => `${method} ${path}${suffix}` as Endpoint
  /** The list's filters and order, or the 422 of an order it does not offer. */
  const filterOf = (c: Context) => {
    const { search, active } = listQuery(c)
    return Result.map(listSortOf(c, entity.sorts), (sort) => ({ search, active, sort }))
  }

  api.get(path, guard(deps, endpoint("GET")), async (c) => {
    const { request } = listQuery(c)
    const filter = filterOf(c)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const { rows, total } = await table.page(request, filter.success)
    return c.json({ data: rows, meta: metaOf(request, total) }, 200)
  })

  // Registered before /:id, so "export" is never read as an id.
  api.get(`${path}/export`, guard(deps, endpoint("GET", "/export")), async (c) => {
    const filter = filterOf(c)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const rows = await table.all(filter.success)
    return csvAnswer(
      c,
      entity.fileName,
      ["ردیف", ...entity.header],
      rows.map((row, index) => [index + 1, ...entity.cells(row)]),
    )
  })

  api.get(`${path}/:id`, guard(deps, endpoint("GET", "/{id}")), async (c) => {
    const id = idOf(c.req.param("id"))
    const row = id === undefined ? undefined : await table.one(id)
    return row ? c.json({ data: row }, 200) : notFound(c)
  })

  api.post(path, guard(deps, endpoint("POST")), async (c) => {
    const form = entity.validate(await jsonBody(c))
    if (Result.isFailure(form)) return invalid(c, form.failure)
    const clash = entity.conflicts(form.success, await table.all({}))
    if (Object.keys(clash).length > 0) return invalid(c, clash)
    const row = await table.create(form.success)
    return row === duplicate ? invalid(c, entity.taken) : c.json({ data: row }, 201)
  })

  api.patch(`${path}/:id`, guard(deps, endpoint("PATCH", "/{id}")), async (c) => {
    const id = idOf(c.req.param("id"))
    if (id === undefined) return notFound(c)
    const body = await jsonBody(c)
    const toggle = isObject(body) && "is_active" in body && !entity.fields.some((field) => field in body)
    let change: Partial<Values & { readonly is_active: boolean }>
    if (toggle) {
      const flag = validateActiveToggle(body)
      if (Result.isFailure(flag)) return invalid(c, flag.failure)
      change = flag.success as Partial<Values & { readonly is_active: boolean }>
    } else {
      const form = entity.validate(body)
      if (Result.isFailure(form)) return invalid(c, form.failure)
      if ((await table.one(id)) === undefined) return notFound(c)
      const clash = entity.conflicts({ ...form.success, id }, await table.all({}))
      if (Object.keys(clash).length > 0) return invalid(c, clash)
      // An edit that does not send the switch keeps the stored flag instead of reactivating the record.
      const { is_active, ...values } = form.success
      change = (isObject(body) && "is_active" in body ? { ...values, is_active } : values) as Partial<
        Values & { readonly is_active: boolean }
      >
    }
    const row = await table.update(id, change)
    if (row === duplicate) return invalid(c, entity.taken)
    return row ? c.json({ data: row }, 200) : notFound(c)
  })
}

/** Glass thicknesses, spacer thicknesses, delivery fares and descriptions: list, one, create, update, toggle and CSV export. */
export const referenceRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { glassWidths, spacers, fares, descriptions } = deps.repos.reference

  entityRoutes(api, deps, {
    path: "/Admin/glass_width",
    sorts: listSorts.glassWidths,
    table: glassWidths,
    validate: validateGlassThicknessForm,
    fields: ["size"],
    conflicts: glassThicknessConflicts,
    taken: { size: glassThicknessMessages.taken },
    fileName: "glass-thicknesses.csv",
    header: ["ضخامت (میلی‌متر)", "وضعیت"],
    cells: (row) => [row.size, activeText(row.is_active)],
  })

  entityRoutes(api, deps, {
    path: "/Admin/glass_spacer",
    sorts: listSorts.spacers,
    table: spacers,
    validate: validateSpacerThicknessForm,
    fields: ["size", "price"],
    conflicts: spacerThicknessConflicts,
    taken: { size: spacerThicknessMessages.taken },
    fileName: "spacer-thicknesses.csv",
    header: ["ضخامت (میلی‌متر)", "قیمت هر متر (ریال)", "وضعیت"],
    cells: (row) => [row.size, row.price, activeText(row.is_active)],
  })

  entityRoutes(api, deps, {
    path: "/Admin/fares",
    sorts: listSorts.fares,
    table: fares,
    validate: validateDeliveryFareForm,
    fields: ["title", "amount"],
    conflicts: deliveryFareConflicts,
    taken: { title: deliveryFareMessages.titleTaken },
    fileName: "delivery-fares.csv",
    header: ["عنوان", "مبلغ (ریال)", "وضعیت"],
    cells: (row) => [row.title, row.amount, activeText(row.is_active)],
  })

  const unitLabel = (code: number) => pricingUnits.find((unit) => unit.code === code)?.label ?? ""
  entityRoutes(api, deps, {
    path: "/Admin/description_dimension",
    sorts: listSorts.descriptions,
    table: descriptions,
    // The form names the unit by its code; it is stored and answered by name, as the lookup always had it.
    validate: (body) =>
      Result.map(validateDescriptionForm(body), ({ name, pricing_unit, price, is_active }) => ({
        name,
        unit: pricingUnitNames[pricing_unit],
        price,
        is_active,
      })),
    fields: ["name", "pricing_unit", "price"],
    conflicts: descriptionConflicts,
    taken: { name: descriptionMessages.nameTaken },
    fileName: "descriptions.csv",
    header: ["نام", "واحد قیمت‌گذاری", "قیمت (ریال)", "وضعیت"],
    cells: (row) => [row.name, unitLabel(pricingUnitOf(row.unit)), row.price, activeText(row.is_active)],
  })
}
