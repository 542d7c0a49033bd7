import { answerRefusal } from "../http/refusal.ts"
import { Result } from "effect"
import type { Hono } from "hono"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"

/** The labels to print (production.md section 6): decode the query, call the use case, answer. */
export const labelRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const labels = deps.useCases.label

  api.get("/Admin/production/labels", guard(deps, "GET /Admin/production/labels"), async (c) =>
    Result.match(await labels.labels(c.req.query()), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/labels", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    }),
  )
}
