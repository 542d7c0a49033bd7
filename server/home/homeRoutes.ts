import type { Hono } from "hono"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"

/** The dashboard home, per role, in one request. */
export const homeRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const home = deps.useCases.home

  api.get("/Admin/dashboard", guard(deps, "GET /Admin/dashboard"), async (c) =>
    c.json({ data: await home.read(c.var.user) } satisfies AnswerOf<"/Admin/dashboard", "get", 200>, 200),
  )
}
