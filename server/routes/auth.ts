import type { Hono } from "hono"
import { Result } from "effect"
import { validateLoginForm } from "../../domain/auth/LoginForm.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { bearerOf, guard, stillUsable, type ApiEnv } from "../http/guard.ts"
import { serverMessages } from "../http/messages.ts"
import { invalid, problem, unauthorized } from "../http/problems.ts"

type TokenAnswer = AnswerOf<"/auth/login", "post", 200>

const objectOf = (body: unknown): Readonly<Record<string, unknown>> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

/** Sign-in, the me call, refresh and logout. */
export const authRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { clock, settings, repos, tokens, passwords, throttle } = deps
  const tokenAnswer = async (userId: number, now: number): Promise<TokenAnswer> => ({
    access_token: (await tokens.issue(userId, now)).token,
    token_type: "bearer",
    expires_in: settings.tokenTtlSeconds,
  })

  api.post("/auth/login", async (c) => {
    const body = objectOf(await jsonBody(c))
    const sentAs = "mobile" in body ? "mobile" : "username"
    const form = validateLoginForm({ usernameOrTel: body[sentAs], password: body.password })
    if (Result.isFailure(form)) {
      const { usernameOrTel, ...rest } = form.failure
      return invalid(c, usernameOrTel === undefined ? rest : { [sentAs]: usernameOrTel, ...rest })
    }
    const { usernameOrTel: identifier, password } = form.success
    const now = clock.now()
    const wait = throttle.lockedFor(identifier, now)
    if (wait > 0) {
      c.header("Retry-After", String(Math.ceil(wait / 1000)))
      return problem(c, 429, serverMessages.throttled)
    }
    const user = await repos.users.byLogin(identifier.startsWith("09") ? "mobile" : "personnel_code", identifier)
    const matches = user ? await passwords.verify(user.password_hash, password) : (await passwords.waste(password), false)
    if (!user || !matches || !user.is_active) {
      throttle.failed(identifier, now)
      return problem(c, 401, serverMessages.wrongCredentials)
    }
    throttle.succeeded(identifier)
    return c.json(await tokenAnswer(user.id, now), 200)
  })

  api.post("/auth/me", guard(deps, "POST /auth/me"), async (c) => {
    const user = await repos.users.byId(c.var.user.id)
    if (!user) return unauthorized(c)
    const me: AnswerOf<"/auth/me", "post", 200> = {
      id: user.id,
      name: user.name,
      last_name: user.last_name,
      mobile: user.mobile,
      personnel_code: user.personnel_code,
      roles: c.var.user.role ? [c.var.user.role] : [],
    }
    return c.json(me, 200)
  })

  api.post("/auth/refresh", async (c) => {
    const token = bearerOf(c.req.header("authorization"))
    const now = clock.now()
    const claims = token ? await tokens.read(token, now, settings.refreshWindowSeconds) : undefined
    if (!claims) return unauthorized(c)
    const state = await repos.users.authState(claims.userId, claims.jti)
    if (!state || !stillUsable(state, now, settings.refreshGraceSeconds)) return unauthorized(c)
    const usableUntil = claims.expiresAt + settings.refreshWindowSeconds * 1000
    await repos.revocations.revoke({ jti: claims.jti, userId: claims.userId, kind: "refresh", nowMs: now, expiresAt: usableUntil })
    await repos.revocations.purge(now)
    return c.json(await tokenAnswer(claims.userId, now), 200)
  })

  api.post("/auth/logout", guard(deps, "POST /auth/logout"), async (c) => {
    const { claims } = c.var.user
    const usableUntil = claims.expiresAt + settings.refreshWindowSeconds * 1000
    await repos.revocations.revoke({ jti: claims.jti, userId: claims.userId, kind: "logout", nowMs: clock.now(), expiresAt: usableUntil })
    return c.json({ message: serverMessages.loggedOut } satisfies AnswerOf<"/auth/logout", "post", 200>, 200)
  })
}
