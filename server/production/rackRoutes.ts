import { answerRefusal } from "../http/refusal.ts"
import type { Context, Hono } from "hono"
import { Result } from "effect"
import { rackSorts, rackStateFilter } from "../../domain/production/RackStates.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listSortOf, searchText } from "../http/listQuery.ts"
import { pathIdOf } from "../http/pathId.ts"
import { forbidden, invalid, notFound } from "../http/problems.ts"
import { OrderId, RackId } from "../../domain/identifiers/Ids.ts"
import { metaOf, pageRequest } from "../db/paging.ts"
import type { RackRefusal } from "./RackRefusal.ts"

/** Racks and the delivery note (production.md sections 7 and 8); each handler decodes, calls, answers. */
export const rackRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const racks = deps.useCases.rack
  const notes = deps.useCases.deliveryNote
  const refused = (c: Context, refusal: RackRefusal) => answerRefusal(c, refusal)

  api.get("/Admin/production/rack", guard(deps, "GET /Admin/production/rack"), async (c) => {
    const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
    const sort = listSortOf(c, rackSorts)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const page = await racks.racks(
      { search: searchText(c.req.query("search")), state: rackStateFilter(c.req.query("state")) },
      request,
      sort.success,
    )
    return c.json(
      { data: [...page.rows], meta: metaOf(request, page.total) } satisfies AnswerOf<"/Admin/production/rack", "get", 200>,
      200,
    )
  })

  api.post("/Admin/production/rack", guard(deps, "POST /Admin/production/rack"), async (c) =>
    Result.match(await racks.create(await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/rack", "post", 201>, 201),
      onFailure: (refusal) => refused(c, refusal),
    }),
  )

  api.get("/Admin/production/rack/:id{[0-9]+}", guard(deps, "GET /Admin/production/rack/{id}"), async (c) => {
    const id = pathIdOf(RackId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await racks.rack(id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/rack/{id}", "get", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })

  api.put("/Admin/production/rack/:id{[0-9]+}", guard(deps, "PUT /Admin/production/rack/{id}"), async (c) => {
    const id = pathIdOf(RackId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await racks.update(id, await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/rack/{id}", "put", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })

  api.post("/Admin/production/rack/:id{[0-9]+}/slot", guard(deps, "POST /Admin/production/rack/{id}/slot"), async (c) => {
    const id = pathIdOf(RackId, c.req.param("id"))
    const role = c.var.user.role
    // The guard has already refused roles without the permission; a signed-in user always has a role here.
    if (!role) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await racks.slot({ id: c.var.user.id, role }, id, await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/rack/{id}/slot", "post", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })

  api.get("/Admin/production/delivery_note/:id{[0-9]+}", guard(deps, "GET /Admin/production/delivery_note/{id}"), async (c) => {
    const id = pathIdOf(OrderId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await notes.note(id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/delivery_note/{id}", "get", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })
}
