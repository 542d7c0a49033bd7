import type { Context, Hono } from "hono"
import { Result } from "effect"
import type { Deps } from "../deps.ts"
import type { AnswerOf, ReadonlyAnswer } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { forbidden } from "../http/problems.ts"
import { answerRefusal } from "../http/refusal.ts"
import type { SettingsView } from "./settingsUseCases.ts"

const answer = (c: Context<ApiEnv>, view: SettingsView) =>
  c.json({ data: view } satisfies ReadonlyAnswer<AnswerOf<"/Admin/settings", "get", 200>>, 200)

/** The company's settings: every role reads the particulars its printed invoices carry; the super-admin reads and saves them all. */
export const settingsRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const settings = deps.useCases.settings

  api.get("/Admin/settings", guard(deps, "GET /Admin/settings"), async (c) => {
    const role = c.var.user.role
    if (!role) return forbidden(c)
    return answer(c, await settings.view(role))
  })

  api.put("/Admin/settings", guard(deps, "PUT /Admin/settings"), async (c) => {
    const outcome = await settings.save(c.var.user.id, await jsonBody(c))
    return Result.match(outcome, {
      onSuccess: (view) => answer(c, view),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })
}
