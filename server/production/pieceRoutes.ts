import { answerRefusal } from "../http/refusal.ts"
import type { Context, Hono } from "hono"
import { Result } from "effect"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { InvoiceId, OrderId } from "../../domain/identifiers/Ids.ts"
import { pathIdOf } from "../http/pathId.ts"
import { forbidden, notFound } from "../http/problems.ts"
import type { Caller } from "./pieceUseCases.ts"

/** An order's pieces and its promised date (production.md sections 2 and 5); each handler decodes, calls its use case and answers. */
export const pieceRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const pieces = deps.useCases.piece
  // The guard has already refused roles without the permission; a signed-in user always has a role here.
  const caller = (c: Context<ApiEnv>): Caller | undefined =>
    c.var.user.role ? { id: c.var.user.id, role: c.var.user.role } : undefined

  api.get("/Admin/order/:id{[0-9]+}/pieces", guard(deps, "GET /Admin/order/{id}/pieces"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(OrderId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await pieces.pieces(who, id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/order/{id}/pieces", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.get("/Admin/invoice/:id{[0-9]+}/pieces", guard(deps, "GET /Admin/invoice/{id}/pieces"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(InvoiceId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await pieces.invoicePieces(who, id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/invoice/{id}/pieces", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.put("/Admin/order/:id{[0-9]+}/promised_date", guard(deps, "PUT /Admin/order/{id}/promised_date"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(OrderId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await pieces.promise(who, id, await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/order/{id}/promised_date", "put", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })
}
