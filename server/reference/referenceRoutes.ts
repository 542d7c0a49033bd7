import type { Context, Hono } from "hono"
import { Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { pricingUnits, pricingUnitOf } from "../../domain/reference/DescriptionForm.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { csvAnswer, type CsvCell } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { invalid, notFound } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { ReferenceRowId } from "../../domain/identifiers/Ids.ts"
import { answerRefusal } from "../http/refusal.ts"
import type { Endpoint } from "../permissions.ts"
import { metaOf } from "../db/paging.ts"
import type { ReferenceRefusal } from "./ReferenceRefusal.ts"
import type { ReferenceListUseCases } from "./referenceUseCases.ts"

type Path = "/Admin/glass_width" | "/Admin/glass_spacer" | "/Admin/fares" | "/Admin/description_dimension"
/** A row of a list's answer, as the contract has it: the stored rows must be exactly these, so the lookups keep their shape. */
type RowOf<P extends Path> = AnswerOf<P, "get", 200>["data"][number] & AnswerOf<`${P}/{id}`, "get", 200>["data"]

/** How one reference list is decoded and exported. */
interface Entity<P extends Path, Row extends RowOf<P>, K extends string> {
  readonly path: P
  readonly list: ReferenceListUseCases<Row, K>
  /** The columns the list and its export can be ordered by. */
  readonly sorts: ReadonlyArray<K>
  /** The field names of the form besides is_active: a PATCH naming none of them is the toggle. */
  readonly fields: ReadonlyArray<string>
  readonly fileName: string
  readonly header: ReadonlyArray<string>
  readonly cells: (row: Row) => ReadonlyArray<CsvCell>
}

const activeText = (active: boolean) => (active ? "فعال" : "غیرفعال")

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body)

/** Every route of one reference list: the lookup-shaped page with search and active filters, the CSV, one, create, and edit or toggle. */
const entityRoutes = <P extends Path, Row extends RowOf<P>, K extends string>(
  api: Hono<ApiEnv>,
  deps: Deps,
  entity: Entity<P, Row, K>,
) => {
  const { path, list } = entity
  const endpoint = (method: string, suffix = "") => `${method} ${path}${suffix}` as Endpoint
  /** The list's filters and order, or the 422 of an order it does not offer. */
  const filterOf = (c: Context) => {
    const { search, active } = listQuery(c)
    return Result.map(listSortOf(c, entity.sorts), (sort) => ({ search, active, sort }))
  }
  const answer = (c: Context, outcome: Result.Result<Row, ReferenceRefusal>, status: 200 | 201) =>
    Result.match(outcome, {
      onSuccess: (row) => c.json({ data: row }, status),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })

  api.get(path, guard(deps, endpoint("GET")), async (c) => {
    const { request } = listQuery(c)
    const filter = filterOf(c)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const { rows, total } = await list.page(request, filter.success)
    return c.json({ data: rows, meta: metaOf(request, total) }, 200)
  })

  // Registered before /:id, so "export" is never read as an id.
  api.get(`${path}/export`, guard(deps, endpoint("GET", "/export")), async (c) => {
    const filter = filterOf(c)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const rows = await list.all(filter.success)
    return csvAnswer(
      c,
      entity.fileName,
      ["ردیف", ...entity.header],
      rows.map((row, index) => [index + 1, ...entity.cells(row)]),
    )
  })

  api.get(`${path}/:id`, guard(deps, endpoint("GET", "/{id}")), async (c) => {
    const id = pathIdOf(ReferenceRowId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return answer(c, await list.one(id), 200)
  })

  api.post(path, guard(deps, endpoint("POST")), async (c) => answer(c, await list.create(await jsonBody(c)), 201))

  api.patch(`${path}/:id`, guard(deps, endpoint("PATCH", "/{id}")), async (c) => {
    const id = pathIdOf(ReferenceRowId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    const body = await jsonBody(c)
    const toggle = isObject(body) && "is_active" in body && !entity.fields.some((field) => field in body)
    return answer(c, toggle ? await list.toggle(id, body) : await list.update(id, body), 200)
  })
}

/** Glass thicknesses, spacer thicknesses, delivery fares and descriptions: list, one, create, update, toggle and CSV export; each handler decodes, calls its use case and answers. */
export const referenceRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { glassWidths, spacers, fares, descriptions } = deps.useCases.reference

  entityRoutes(api, deps, {
    path: "/Admin/glass_width",
    sorts: listSorts.glassWidths,
    list: glassWidths,
    fields: ["size"],
    fileName: "glass-thicknesses.csv",
    header: ["ضخامت (میلی‌متر)", "وضعیت"],
    cells: (row) => [row.size, activeText(row.is_active)],
  })

  entityRoutes(api, deps, {
    path: "/Admin/glass_spacer",
    sorts: listSorts.spacers,
    list: spacers,
    fields: ["size", "price"],
    fileName: "spacer-thicknesses.csv",
    header: ["ضخامت (میلی‌متر)", "قیمت هر متر (ریال)", "وضعیت"],
    cells: (row) => [row.size, row.price, activeText(row.is_active)],
  })

  entityRoutes(api, deps, {
    path: "/Admin/fares",
    sorts: listSorts.fares,
    list: fares,
    fields: ["title", "amount"],
    fileName: "delivery-fares.csv",
    header: ["عنوان", "مبلغ (ریال)", "وضعیت"],
    cells: (row) => [row.title, row.amount, activeText(row.is_active)],
  })

  const unitLabel = (code: number) => pricingUnits.find((unit) => unit.code === code)?.label ?? ""
  entityRoutes(api, deps, {
    path: "/Admin/description_dimension",
    sorts: listSorts.descriptions,
    list: descriptions,
    fields: ["name", "pricing_unit", "price"],
    fileName: "descriptions.csv",
    header: ["نام", "واحد قیمت‌گذاری", "قیمت (ریال)", "وضعیت"],
    cells: (row) => [row.name, unitLabel(pricingUnitOf(row.unit)), row.price, activeText(row.is_active)],
  })
}
