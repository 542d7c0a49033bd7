import type { Context, Hono } from "hono"
import { Result } from "effect"
import type { Deps } from "../deps.ts"
import type { AnswerOf, Schemas } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { forbidden, idOf, notFound } from "../http/problems.ts"
import { answerRefusal } from "../http/refusal.ts"
import type { ViewCaller } from "./viewUseCases.ts"
import type { ViewRecord } from "./viewStore.ts"

/** A view as the API answers it: whether it is the caller's own (theirs to rename and delete) or their role's. */
const viewOf = (view: ViewRecord, caller: ViewCaller): Schemas["SavedView"] => ({
  id: view.id,
  list: view.list,
  name: view.name,
  filters: { ...view.filters },
  sort: view.sort,
  own: view.userId === caller.id,
  of_role: view.role !== null,
})

/** The signed-in caller, whose role the guard has already checked. */
const callerOf = (c: Context<ApiEnv>): ViewCaller | undefined => {
  const { id, role } = c.get("user")
  return role === undefined ? undefined : { id, role }
}

/** Saved views: the caller's and their role's, one by its address, save, rename and delete; each handler decodes, calls, answers. */
export const viewRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const views = deps.useCases.view

  api.get("/Admin/view", guard(deps, "GET /Admin/view"), async (c) => {
    const caller = callerOf(c)
    if (caller === undefined) return forbidden(c)
    return Result.match(await views.visible(caller, c.req.query("list")), {
      onSuccess: (rows) =>
        c.json({ data: rows.map((view) => viewOf(view, caller)) } satisfies AnswerOf<"/Admin/view", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.post("/Admin/view", guard(deps, "POST /Admin/view"), async (c) => {
    const caller = callerOf(c)
    if (caller === undefined) return forbidden(c)
    return Result.match(await views.create(caller, await jsonBody(c)), {
      onSuccess: (view) => c.json({ data: viewOf(view, caller) } satisfies AnswerOf<"/Admin/view", "post", 201>, 201),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.get("/Admin/view/:id", guard(deps, "GET /Admin/view/{id}"), async (c) => {
    const caller = callerOf(c)
    const id = idOf(c.req.param("id"))
    if (caller === undefined || id === undefined) return notFound(c)
    return Result.match(await views.view(caller, id), {
      onSuccess: (view) => c.json({ data: viewOf(view, caller) } satisfies AnswerOf<"/Admin/view/{id}", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.patch("/Admin/view/:id", guard(deps, "PATCH /Admin/view/{id}"), async (c) => {
    const caller = callerOf(c)
    const id = idOf(c.req.param("id"))
    if (caller === undefined || id === undefined) return notFound(c)
    return Result.match(await views.rename(caller, id, await jsonBody(c)), {
      onSuccess: (view) => c.json({ data: viewOf(view, caller) } satisfies AnswerOf<"/Admin/view/{id}", "patch", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.delete("/Admin/view/:id", guard(deps, "DELETE /Admin/view/{id}"), async (c) => {
    const caller = callerOf(c)
    const id = idOf(c.req.param("id"))
    if (caller === undefined || id === undefined) return notFound(c)
    return Result.match(await views.remove(caller, id), {
      onSuccess: () => c.body(null, 204),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })
}
