import type { Hono } from "hono"
import { Result } from "effect"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { forbidden } from "../http/problems.ts"
import { answerRefusal } from "../http/refusal.ts"

/** The search everywhere (issue 30, point 12): decode the text, call, answer. */
export const searchRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const searches = deps.useCases.search

  api.get("/Admin/search", guard(deps, "GET /Admin/search"), async (c) => {
    const { id, role } = c.get("user")
    if (role === undefined) return forbidden(c)
    return Result.match(await searches.search({ id, role }, c.req.query("q")), {
      onSuccess: ({ hits, hiddenMatches }) =>
        c.json({ data: [...hits], hidden_matches: hiddenMatches } satisfies AnswerOf<"/Admin/search", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })
}
