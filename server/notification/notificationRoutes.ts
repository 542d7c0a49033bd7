import { NotificationId } from "../../domain/identifiers/Ids.ts"
import type { Hono } from "hono"
import { Result } from "effect"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { pathIdOf } from "../http/pathId.ts"
import { notFound } from "../http/problems.ts"
import { answerRefusal } from "../http/refusal.ts"

/** The signed-in user's notifications: list, unread, mark one, mark all (with its trailing slash); each handler decodes, calls, answers. */
export const notificationRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const notifications = deps.useCases.notification

  api.get("/Admin/notifications/list", guard(deps, "GET /Admin/notifications/list"), async (c) =>
    c.json([...(await notifications.list(c.var.user))] satisfies AnswerOf<"/Admin/notifications/list", "get", 200>, 200),
  )
  api.get("/Admin/notifications/unread", guard(deps, "GET /Admin/notifications/unread"), async (c) =>
    c.json([...(await notifications.unread(c.var.user))] satisfies AnswerOf<"/Admin/notifications/unread", "get", 200>, 200),
  )
  api.post("/Admin/notifications/", guard(deps, "POST /Admin/notifications/"), async (c) =>
    c.json(
      { data: { updated: await notifications.markAllRead(c.var.user) } } satisfies AnswerOf<"/Admin/notifications/", "post", 200>,
      200,
    ),
  )
  api.post("/Admin/notifications/:id", guard(deps, "POST /Admin/notifications/{id}"), async (c) => {
    const id = pathIdOf(NotificationId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await notifications.markRead(c.var.user, id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/notifications/{id}", "post", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })
}
