import type { Context, Hono } from "hono"
import { Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf, Schemas } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { invalid, notFound } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { LaminateColorId } from "../../domain/identifiers/Ids.ts"
import { answerRefusal } from "../http/refusal.ts"
import { metaOf } from "../db/paging.ts"
import type { LaminateRefusal } from "./LaminateRefusal.ts"
import type { LaminateColorFilter, LaminateColorRecord } from "./laminateStore.ts"

const one = (row: LaminateColorRecord): AnswerOf<"/Admin/glass_laminate_color/{id}", "get", 200> => ({
  data: { id: row.id, name: row.name, price: row.price, is_active: row.is_active },
})

/** A PATCH whose body carries only is_active is the list's toggle; anything else edits name and price. */
const isToggle = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  !Array.isArray(body) &&
  "is_active" in body &&
  !("name" in body) &&
  !("price" in body)

/** The list's search, active filter and order, or the 422 of an order it does not offer. */
const filterOf = (c: Context): Result.Result<LaminateColorFilter, FieldErrors> => {
  const { search, active } = listQuery(c)
  return Result.map(listSortOf(c, listSorts.laminateColors), (sort) => ({ search, active, sort }))
}

/** Laminate colours: the paginated list (also the lookup) with its search, filter, order and CSV export, one, create, and update or toggle; each handler decodes, calls its use case and answers. */
export const laminateRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const laminate = deps.useCases.laminate
  const answer = (c: Context, outcome: Result.Result<LaminateColorRecord, LaminateRefusal>, status: 200 | 201) =>
    Result.match(outcome, {
      onSuccess: (row) => c.json(one(row), status),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })

  // A kept page (the store keeps pages until the database changes) is serialised once.
  const bodies = new WeakMap<object, string>()
  api.get("/Admin/glass_laminate_color", guard(deps, "GET /Admin/glass_laminate_color"), async (c) => {
    const { request } = listQuery(c)
    const filter = filterOf(c)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const page = await laminate.page(request, filter.success)
    let body = bodies.get(page)
    if (body === undefined) {
      const data = page.rows.map((row, index): Schemas["LaminateColorRow"] => ({
        id: row.id,
        key: request.offset + index + 1,
        name: row.name,
        price: row.price,
        is_active: row.is_active,
      }))
      body = JSON.stringify({ data, meta: metaOf(request, page.total) } satisfies AnswerOf<
        "/Admin/glass_laminate_color",
        "get",
        200
      >)
      bodies.set(page, body)
    }
    return c.body(body, 200, { "Content-Type": "application/json" })
  })

  // Registered before /:id, so "export" is never read as an id.
  api.get("/Admin/glass_laminate_color/export", guard(deps, "GET /Admin/glass_laminate_color/export"), async (c) => {
    const filter = filterOf(c)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const rows = await laminate.exported(filter.success, maxExportRows)
    return csvAnswer(
      c,
      "laminate-colors.csv",
      ["ردیف", "نام رنگ", "قیمت (ریال)", "وضعیت"],
      rows.map((row, index) => [index + 1, row.name, row.price, row.is_active ? "فعال" : "غیرفعال"]),
    )
  })

  api.get("/Admin/glass_laminate_color/:id", guard(deps, "GET /Admin/glass_laminate_color/{id}"), async (c) => {
    const id = pathIdOf(LaminateColorId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return answer(c, await laminate.color(id), 200)
  })

  api.post("/Admin/glass_laminate_color", guard(deps, "POST /Admin/glass_laminate_color"), async (c) =>
    answer(c, await laminate.create(await jsonBody(c)), 201),
  )

  api.patch("/Admin/glass_laminate_color/:id", guard(deps, "PATCH /Admin/glass_laminate_color/{id}"), async (c) => {
    const id = pathIdOf(LaminateColorId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    const body = await jsonBody(c)
    return answer(c, isToggle(body) ? await laminate.toggle(id, body) : await laminate.update(id, body), 200)
  })
}
