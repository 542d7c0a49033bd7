import type { Context, Hono } from "hono"
import { Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { glassMaterials } from "../../domain/options/Options.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf, Schemas } from "../http/answers.ts"
import { isToggleBody, jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { invalid, notFound } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { GlassTypeId, SizeLimitId } from "../../domain/identifiers/Ids.ts"
import { answerRefusal } from "../http/refusal.ts"
import { metaOf, pageRequest } from "../db/paging.ts"
import type { GlassRefusal } from "./GlassRefusal.ts"
import type { GlassTypeDetail } from "./glassTypeStore.ts"
import type { SizeLimitRecord } from "./sizeLimitStore.ts"

const materialLabel = (code: number): string => glassMaterials.find((material) => material.code === code)?.label ?? ""

const oneType = (type: GlassTypeDetail): AnswerOf<"/Admin/glass_type/{id}", "get", 200> => ({
  data: {
    id: type.id,
    name: type.name,
    width_ids: [...type.width_ids],
    prices: [...type.prices],
    may_rotate: type.may_rotate,
    is_active: type.is_active,
  },
})

const limitOf = (row: SizeLimitRecord): Schemas["GlassSizeLimit"] => ({
  id: row.id,
  glass_type_id: row.glass_type_id,
  width_id: row.width_id,
  size: row.size,
  material: row.material,
  material_label: materialLabel(row.material),
  min_width: row.min_width,
  max_width: row.max_width,
  min_height: row.min_height,
  max_height: row.max_height,
})

const typeExportHeader = [
  "نام",
  "ضخامت (میلی‌متر)",
  ...glassMaterials.map(({ label }) => `قیمت ${label} (ریال)`),
  "قابل چرخش",
  "وضعیت",
]

const limitExportHeader = [
  "ضخامت (میلی‌متر)",
  "جنس",
  "حداقل عرض (میلی‌متر)",
  "حداکثر عرض (میلی‌متر)",
  "حداقل ارتفاع (میلی‌متر)",
  "حداکثر ارتفاع (میلی‌متر)",
]

/** Glass types with their price grid, and their size limits; each handler decodes, calls its use case and answers. */
export const glassTypeRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const glass = deps.useCases.glass
  /** Answers a use case's outcome: the value as `answer` words it, or the refusal. */
  const answer = <A>(c: Context, outcome: Result.Result<A, GlassRefusal>, ok: (value: A) => Response) =>
    Result.match(outcome, { onSuccess: ok, onFailure: (refusal) => answerRefusal(c, refusal) })
  /** The ids of a size limit path, or undefined (answered 404) when either is no record id. */
  const limitPath = (c: Context) => {
    const id = pathIdOf(GlassTypeId, c.req.param("id"))
    const order = pathIdOf(SizeLimitId, c.req.param("order"))
    return id === undefined || order === undefined ? undefined : { id, order }
  }

  api.get("/Admin/glass_type", guard(deps, "GET /Admin/glass_type"), async (c) => {
    const { request, search, active } = listQuery(c)
    const sort = listSortOf(c, listSorts.glassTypes)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const { rows, total } = await glass.types(request, { search, active, sort: sort.success })
    const data = rows.map((row) => ({
      id: row.id,
      name: row.name,
      width_ids: [...row.width_ids],
      may_rotate: row.may_rotate,
      is_active: row.is_active,
    }))
    return c.json({ data, meta: metaOf(request, total) } satisfies AnswerOf<"/Admin/glass_type", "get", 200>, 200)
  })

  api.get("/Admin/glass_type/export", guard(deps, "GET /Admin/glass_type/export"), async (c) => {
    const { search, active } = listQuery(c)
    const sort = listSortOf(c, listSorts.glassTypes)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const types = await glass.exportedTypes({ search, active, sort: sort.success })
    const rows = types.flatMap((type) =>
      type.width_ids.map((width) => [
        type.name,
        width.size,
        ...glassMaterials.map(
          ({ code }) => type.prices.find((cell) => cell.width_id === width.id && cell.material === code)?.price,
        ),
        type.may_rotate ? "بله" : "خیر",
        type.is_active ? "فعال" : "غیرفعال",
      ]),
    )
    return csvAnswer(c, "glass-types.csv", typeExportHeader, rows.slice(0, maxExportRows))
  })

  api.get("/Admin/glass_type/:id", guard(deps, "GET /Admin/glass_type/{id}"), async (c) => {
    const id = pathIdOf(GlassTypeId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return answer(c, await glass.type(id), (type) => c.json(oneType(type), 200))
  })

  api.post("/Admin/glass_type", guard(deps, "POST /Admin/glass_type"), async (c) =>
    answer(c, await glass.createType(await jsonBody(c)), (type) => c.json(oneType(type), 201)),
  )

  // A body of is_active only is the list's switch; any other body edits the whole type.
  api.patch("/Admin/glass_type/:id", guard(deps, "PATCH /Admin/glass_type/{id}"), async (c) => {
    const id = pathIdOf(GlassTypeId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    const body = await jsonBody(c)
    const saved = isToggleBody(body) ? await glass.toggleType(id, body) : await glass.updateType(id, body)
    return answer(c, saved, (type) => c.json(oneType(type), 200))
  })

  api.get("/Admin/glass_type/:id/size_limit", guard(deps, "GET /Admin/glass_type/{id}/size_limit"), async (c) => {
    const id = pathIdOf(GlassTypeId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
    return answer(c, await glass.limits(id, request, listSortOf(c, listSorts.sizeLimits)), ({ rows, total }) => {
      const data = rows.map((row, index) => ({ ...limitOf(row), key: request.offset + index + 1 }))
      return c.json(
        { data, meta: metaOf(request, total) } satisfies AnswerOf<"/Admin/glass_type/{id}/size_limit", "get", 200>,
        200,
      )
    })
  })

  api.get("/Admin/glass_type/:id/size_limit/export", guard(deps, "GET /Admin/glass_type/{id}/size_limit/export"), async (c) => {
    const id = pathIdOf(GlassTypeId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return answer(c, await glass.exportedLimits(id, listSortOf(c, listSorts.sizeLimits)), (limits) => {
      const rows = limits.map((row) => [
        row.size,
        materialLabel(row.material),
        row.min_width,
        row.max_width,
        row.min_height,
        row.max_height,
      ])
      return csvAnswer(c, `glass-size-limits-${id}.csv`, limitExportHeader, rows.slice(0, maxExportRows))
    })
  })

  api.post("/Admin/glass_type/:id/size_limit/check", guard(deps, "POST /Admin/glass_type/{id}/size_limit/check"), async (c) => {
    const id = pathIdOf(GlassTypeId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return answer(c, await glass.checkPiece(id, await jsonBody(c)), () =>
      c.json({ data: { fits: true as const } } satisfies AnswerOf<"/Admin/glass_type/{id}/size_limit/check", "post", 200>, 200),
    )
  })

  api.post("/Admin/glass_type/:id/size_limit", guard(deps, "POST /Admin/glass_type/{id}/size_limit"), async (c) => {
    const id = pathIdOf(GlassTypeId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return answer(c, await glass.createLimit(id, await jsonBody(c)), (row) => c.json({ data: limitOf(row) }, 201))
  })

  api.get("/Admin/glass_type/:id/size_limit/:order", guard(deps, "GET /Admin/glass_type/{id}/size_limit/{order}"), async (c) => {
    const path = limitPath(c)
    if (!path) return notFound(c)
    return answer(c, await glass.limit(path.id, path.order), (row) => c.json({ data: limitOf(row) }, 200))
  })

  api.patch(
    "/Admin/glass_type/:id/size_limit/:order",
    guard(deps, "PATCH /Admin/glass_type/{id}/size_limit/{order}"),
    async (c) => {
      const path = limitPath(c)
      if (!path) return notFound(c)
      const saved = await glass.updateLimit(path.id, path.order, await jsonBody(c))
      return answer(c, saved, (row) => c.json({ data: limitOf(row) }, 200))
    },
  )

  api.delete(
    "/Admin/glass_type/:id/size_limit/:order",
    guard(deps, "DELETE /Admin/glass_type/{id}/size_limit/{order}"),
    async (c) => {
      const path = limitPath(c)
      if (!path) return notFound(c)
      return answer(c, await glass.removeLimit(path.id, path.order), () => c.body(null, 204))
    },
  )
}
