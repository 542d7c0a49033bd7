import type { Hono } from "hono"
import { Result } from "effect"
import { validateLoginForm } from "../../domain/auth/LoginForm.ts"
import { passwordChangeMessages, validatePasswordChange } from "../../domain/people/PasswordChange.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { bearerOf, guard, stillUsable, type ApiEnv } from "../http/guard.ts"
import { serverMessages } from "../http/messages.ts"
import { invalid, problem, unauthorized } from "../http/problems.ts"

type TokenAnswer = AnswerOf<"/auth/login", "post", 200>

const passwordFields = ["current_password", "new_password", "new_password_confirmation"] as const

const objectOf = (body: unknown): Readonly<Record<string, unknown>> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

/** Sign-in, the me call, refresh, logout and the password change. */
export const authRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { clock, settings, repos, tokens, passwords, throttle } = deps
  const tokenAnswer = async (userId: number, now: number, generation: number): Promise<TokenAnswer> => ({
    access_token: (await tokens.issue(userId, now, generation)).token,
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
    return c.json(await tokenAnswer(user.id, now, user.token_generation), 200)
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
    if (!state || !stillUsable(state, claims, now, settings.refreshGraceSeconds)) return unauthorized(c)
    const usableUntil = claims.expiresAt + settings.refreshWindowSeconds * 1000
    await repos.revocations.revoke({ jti: claims.jti, userId: claims.userId, kind: "refresh", nowMs: now, expiresAt: usableUntil })
    await repos.revocations.purge(now)
    return c.json(await tokenAnswer(claims.userId, now, state.generation), 200)
  })

  api.post("/auth/logout", guard(deps, "POST /auth/logout"), async (c) => {
    const { claims } = c.var.user
    const usableUntil = claims.expiresAt + settings.refreshWindowSeconds * 1000
    await repos.revocations.revoke({ jti: claims.jti, userId: claims.userId, kind: "logout", nowMs: clock.now(), expiresAt: usableUntil })
    return c.json({ message: serverMessages.loggedOut } satisfies AnswerOf<"/auth/logout", "post", 200>, 200)
  })

  api.post("/auth/password", guard(deps, "POST /auth/password"), async (c) => {
    const form = validatePasswordChange(await jsonBody(c))
    // The fields in the form's order, so the top message is the first field's.
    if (Result.isFailure(form)) return invalid(c, Object.fromEntries(passwordFields.flatMap((field) => (form.failure[field] === undefined ? [] : [[field, form.failure[field]]]))))
    const { id } = c.var.user
    const now = clock.now()
    // Guessing the current password with a stolen token is throttled like sign-in, per user.
    const attempts = `password-change:${id}`
    const wait = throttle.lockedFor(attempts, now)
    if (wait > 0) {
      c.header("Retry-After", String(Math.ceil(wait / 1000)))
      return problem(c, 429, serverMessages.throttled)
    }
    const user = await repos.users.byId(id)
    if (!user) return unauthorized(c)
    if (!(await passwords.verify(user.password_hash, form.success.current_password))) {
      throttle.failed(attempts, now)
      // 422, never 401: the browser reads a 401 as an ended session and would sign the user out.
      return invalid(c, { current_password: passwordChangeMessages.currentWrong })
    }
    throttle.succeeded(attempts)
    // The new generation ends every token of the user, this one included; the caller gets a fresh one.
    const generation = await repos.users.changePassword(id, await passwords.hash(form.success.new_password))
    if (generation === undefined) return unauthorized(c)
    return c.json(await tokenAnswer(id, now, generation), 200)
  })
}
