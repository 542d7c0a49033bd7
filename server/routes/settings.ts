import type { Hono } from "hono"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"

/** The company's settings: read by every role, since each prints invoices that carry them (writing them is the settings issue's). */
export const settingsRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  api.get("/Admin/settings", guard(deps, "GET /Admin/settings"), async (c) =>
    c.json({ data: { company: await deps.repos.companySettings.read() } } satisfies AnswerOf<"/Admin/settings", "get", 200>, 200),
  )
}
