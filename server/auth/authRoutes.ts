import type { Hono } from "hono"
import { getCookie, setCookie } from "hono/cookie"
import { Result } from "effect"
import { deviceCookie, deviceCookieSeconds } from "./deviceToken.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { clientAddress } from "../http/clientAddress.ts"
import { bearerOf, guard, type ApiEnv } from "../http/guard.ts"
import { serverMessages } from "../http/messages.ts"
import { answerRefusal } from "../http/refusal.ts"

type TokenAnswer = AnswerOf<"/auth/login", "post", 200>

/** Sign-in, the me call, refresh, logout and the password change; each handler decodes, calls its use case and answers. */
export const authRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { config } = deps
  const auth = deps.useCases.auth

  api.post("/auth/login", async (c) => {
    const body = await jsonBody(c)
    const from = { address: clientAddress(c, config.trustProxy), deviceCookie: getCookie(c, deviceCookie) }
    const signedIn = await auth.signIn(body, from)
    if (Result.isFailure(signedIn)) return answerRefusal(c, signedIn.failure)
    // The browser keeps it for this path alone; it marks a known good path for the throttle, never a session.
    // Behind a trusted proxy that ends TLS, the proxy's word says the browser's connection was secure.
    setCookie(c, deviceCookie, signedIn.success.deviceCookie, {
      path: "/api/auth/login",
      httpOnly: true,
      sameSite: "Strict",
      secure:
        new URL(c.req.url).protocol === "https:" || (config.trustProxy > 0 && c.req.header("x-forwarded-proto") === "https"),
      maxAge: deviceCookieSeconds,
    })
    return c.json(signedIn.success.token satisfies TokenAnswer, 200)
  })

  api.post("/auth/me", guard(deps, "POST /auth/me"), async (c) =>
    Result.match(await auth.me(c.var.user), {
      onSuccess: (me) => c.json(me satisfies AnswerOf<"/auth/me", "post", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    }),
  )

  api.post("/auth/refresh", async (c) =>
    Result.match(await auth.refresh(bearerOf(c.req.header("authorization"))), {
      onSuccess: (token) => c.json(token satisfies TokenAnswer, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    }),
  )

  api.post("/auth/logout", guard(deps, "POST /auth/logout"), async (c) => {
    await auth.logout(c.var.user)
    return c.json({ message: serverMessages.loggedOut } satisfies AnswerOf<"/auth/logout", "post", 200>, 200)
  })

  api.post("/auth/password", guard(deps, "POST /auth/password"), async (c) =>
    Result.match(await auth.changePassword(c.var.user, await jsonBody(c)), {
      onSuccess: (token) => c.json(token satisfies TokenAnswer, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    }),
  )
}
