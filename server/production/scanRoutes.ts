import { answerRefusal } from "../http/refusal.ts"
import type { Context, Hono } from "hono"
import { Result } from "effect"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { ScanId } from "../../domain/identifiers/Ids.ts"
import { pathIdOf } from "../http/pathId.ts"
import { forbidden, notFound } from "../http/problems.ts"
import type { ScanCaller } from "./scanUseCases.ts"

/** Scans, their undo, breakage and the piece card (production.md sections 6 and 8); each handler decodes, calls its use case and answers. */
export const scanRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const scans = deps.useCases.scan
  // The guard has already refused a user without a role; `forbidden` only keeps the types honest.
  const caller = (c: Context<ApiEnv>): ScanCaller | undefined =>
    c.var.user.role ? { id: c.var.user.id, role: c.var.user.role } : undefined

  api.post("/Admin/production/scan", guard(deps, "POST /Admin/production/scan"), async (c) => {
    const who = caller(c)
    if (!who) return forbidden(c)
    return Result.match(await scans.scan(who, await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/scan", "post", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.get("/Admin/production/scan", guard(deps, "GET /Admin/production/scan"), async (c) => {
    const who = caller(c)
    if (!who) return forbidden(c)
    return Result.match(await scans.scans(who, c.req.query("station")), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/scan", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.delete("/Admin/production/scan/:id{[0-9]+}", guard(deps, "DELETE /Admin/production/scan/{id}"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(ScanId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await scans.undo(who, id), {
      onSuccess: () => c.body(null, 204),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.get("/Admin/production/piece/:code", guard(deps, "GET /Admin/production/piece/{code}"), async (c) =>
    Result.match(await scans.card(c.req.param("code")), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/piece/{code}", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    }),
  )

  api.post("/Admin/production/piece/:code/broken", guard(deps, "POST /Admin/production/piece/{code}/broken"), async (c) => {
    const who = caller(c)
    if (!who) return forbidden(c)
    return Result.match(await scans.broken(who, c.req.param("code"), await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/piece/{code}/broken", "post", 201>, 201),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })
}
