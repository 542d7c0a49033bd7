import { answerRefusal } from "../http/refusal.ts"
import type { Context, Hono } from "hono"
import { Result } from "effect"
import { BatchId, GlassTypeId } from "../../domain/identifiers/Ids.ts"
import { toAsciiDigits } from "../../domain/text/digits.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listSortOf } from "../http/listQuery.ts"
import { invalid, notFound } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { metaOf, pageRequest } from "../db/paging.ts"
import { batchSorts, batchStates, type BatchFilter, type BatchState } from "./batchStore.ts"

/** The batch list's filters from the query: a known state, a glass type id; anything else no filter. */
const batchFilterOf = (c: Context): BatchFilter => {
  const state = c.req.query("state")?.trim()
  const glassType = toAsciiDigits(c.req.query("glass_type_id")?.trim() ?? "")
  return {
    state: batchStates.find((known): known is BatchState => known === state),
    glassTypeId: pathIdOf(GlassTypeId, glassType),
  }
}

/** The cutting queue, the batches and the production home (production.md sections 5 and 8); each handler decodes, calls, answers. */
export const batchRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const batches = deps.useCases.batch

  api.get("/Admin/production/queue", guard(deps, "GET /Admin/production/queue"), async (c) =>
    c.json({ data: await batches.queue() } satisfies AnswerOf<"/Admin/production/queue", "get", 200>, 200),
  )

  api.get("/Admin/production/home", guard(deps, "GET /Admin/production/home"), async (c) =>
    c.json({ data: await batches.home() } satisfies AnswerOf<"/Admin/production/home", "get", 200>, 200),
  )

  api.get("/Admin/production/batch", guard(deps, "GET /Admin/production/batch"), async (c) => {
    const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
    const sort = listSortOf(c, batchSorts)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const page = await batches.list(batchFilterOf(c), request, sort.success)
    return c.json(
      { data: [...page.rows], meta: metaOf(request, page.total) } satisfies AnswerOf<"/Admin/production/batch", "get", 200>,
      200,
    )
  })

  api.post("/Admin/production/batch", guard(deps, "POST /Admin/production/batch"), async (c) =>
    Result.match(await batches.create(c.var.user.id, await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/batch", "post", 201>, 201),
      onFailure: (refusal) => answerRefusal(c, refusal),
    }),
  )

  api.get("/Admin/production/batch/:id{[0-9]+}", guard(deps, "GET /Admin/production/batch/{id}"), async (c) => {
    const id = pathIdOf(BatchId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await batches.batch(id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/batch/{id}", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.post("/Admin/production/batch/:id{[0-9]+}/release", guard(deps, "POST /Admin/production/batch/{id}/release"), async (c) => {
    const id = pathIdOf(BatchId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await batches.release(id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/batch/{id}/release", "post", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.delete("/Admin/production/batch/:id{[0-9]+}", guard(deps, "DELETE /Admin/production/batch/{id}"), async (c) => {
    const id = pathIdOf(BatchId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await batches.remove(id), {
      onSuccess: () => c.body(null, 204),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })
}
