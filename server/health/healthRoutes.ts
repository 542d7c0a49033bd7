import type { Hono } from "hono"
import { Result } from "effect"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import type { ApiEnv } from "../http/guard.ts"
import { answerRefusal } from "../http/refusal.ts"

/** Liveness and readiness, without a token, for a load balancer or a supervisor. */
export const healthRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  // The process answers: nothing else is asked, so a database fault never gets a live server restarted.
  api.get("/health", (c) => c.json({ status: "ok" } satisfies AnswerOf<"/health", "get", 200>, 200))

  api.get("/ready", async (c) => {
    const ready = await deps.useCases.health.ready()
    if (Result.isFailure(ready)) return answerRefusal(c, ready.failure)
    return c.json({ status: "ready" } satisfies AnswerOf<"/ready", "get", 200>, 200)
  })
}
