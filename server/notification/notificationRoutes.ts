import type { Hono } from "hono"
import type { Deps } from "../deps.ts"
import type { Schemas } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { idOf, notFound } from "../http/problems.ts"
import type { NotificationRecord } from "./notificationStore.ts"

const toAnswer = (row: NotificationRecord): Schemas["Notification"] => ({
  id: row.id,
  read_at: row.read_at,
  created_at: row.created_at,
  data: { status: row.status, message: row.message, reason: row.reason, serial_number: row.serial_number },
})

/** The signed-in user's notifications: list, unread, mark one, mark all (with its trailing slash). */
export const notificationRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { notifications } = deps.repos
  const nowIso = () => new Date(deps.clock.now()).toISOString()

  api.get("/Admin/notifications/list", guard(deps, "GET /Admin/notifications/list"), async (c) =>
    c.json((await notifications.list(c.var.user.id, false)).map(toAnswer), 200),
  )
  api.get("/Admin/notifications/unread", guard(deps, "GET /Admin/notifications/unread"), async (c) =>
    c.json((await notifications.list(c.var.user.id, true)).map(toAnswer), 200),
  )
  api.post("/Admin/notifications/", guard(deps, "POST /Admin/notifications/"), async (c) =>
    c.json({ data: { updated: await notifications.markAllRead(c.var.user.id, nowIso()) } }, 200),
  )
  api.post("/Admin/notifications/:id", guard(deps, "POST /Admin/notifications/{id}"), async (c) => {
    const id = idOf(c.req.param("id"))
    const row = id === undefined ? undefined : await notifications.markRead(c.var.user.id, id, nowIso())
    return row ? c.json({ data: toAnswer(row) }, 200) : notFound(c)
  })
}
