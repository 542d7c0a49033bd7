import type { Context, Hono } from "hono"
import { getCookie, setCookie } from "hono/cookie"
import { Result } from "effect"
import { validateLoginForm } from "../../domain/auth/LoginForm.ts"
import { passwordChangeMessages, validatePasswordChange } from "../../domain/auth/PasswordChange.ts"
import { deviceCookie, deviceCookieSeconds } from "./deviceToken.ts"
import { signInWith } from "./signIn.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { clientAddress } from "../http/clientAddress.ts"
import { bearerOf, guard, stillUsable, type ApiEnv } from "../http/guard.ts"
import { serverMessages } from "../http/messages.ts"
import { invalid, problem, unauthorized } from "../http/problems.ts"

type TokenAnswer = AnswerOf<"/auth/login", "post", 200>

const passwordFields = ["current_password", "new_password", "new_password_confirmation"] as const

const objectOf = (body: unknown): Readonly<Record<string, unknown>> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

/** A 429 telling the client when to come back. */
const throttled = (c: Context, waitMs: number) => {
  c.header("Retry-After", String(Math.max(1, Math.ceil(waitMs / 1000))))
  return problem(c, 429, serverMessages.throttled)
}

/** Sign-in, the me call, refresh, logout and the password change. */
export const authRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { clock, config, repos, tokens, passwords, throttle } = deps
  const signIn = signInWith({ users: repos.users, passwords, throttle, limits: config.throttle, secret: config.jwtSecret })
  const tokenAnswer = async (userId: number, now: number, generation: number): Promise<TokenAnswer> => ({
    access_token: (await tokens.issue(userId, now, generation)).token,
    token_type: "bearer",
    expires_in: config.tokenTtlSeconds,
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
    const address = clientAddress(c, config.trustProxy)
    const outcome = await signIn({ identifier, password, address, deviceCookie: getCookie(c, deviceCookie) }, now)
    if (outcome.kind === "throttled") return throttled(c, outcome.waitMs)
    if (outcome.kind === "wrong") return problem(c, 401, serverMessages.wrongCredentials)
    // The browser keeps it for this path alone; it marks a known good path for the throttle, never a session.
    // Behind a trusted proxy that ends TLS, the proxy's word says the browser's connection was secure.
    setCookie(c, deviceCookie, outcome.deviceCookie, {
      path: "/api/auth/login",
      httpOnly: true,
      sameSite: "Strict",
      secure:
        new URL(c.req.url).protocol === "https:" || (config.trustProxy > 0 && c.req.header("x-forwarded-proto") === "https"),
      maxAge: deviceCookieSeconds,
    })
    return c.json(await tokenAnswer(outcome.userId, now, outcome.generation), 200)
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
      // An operator's station screens follow these; every other role has none.
      stations: [...user.stations],
    }
    return c.json(me, 200)
  })

  api.post("/auth/refresh", async (c) => {
    const token = bearerOf(c.req.header("authorization"))
    const now = clock.now()
    const claims = token ? await tokens.read(token, now, config.refreshWindowSeconds) : undefined
    if (!claims) return unauthorized(c)
    const state = await repos.users.authState(claims.userId, claims.jti, claims.family)
    if (!state || !stillUsable(state, claims, now, config.refreshGraceSeconds)) return unauthorized(c)
    // A token is replaced once: a second refresh inside the grace (two tabs racing) answers the same replacement.
    const replaced = await repos.revocations.replace({
      jti: claims.jti,
      userId: claims.userId,
      nowMs: now,
      expiresAt: claims.expiresAt + config.refreshWindowSeconds * 1000,
    })
    if (replaced === undefined || replaced.kind === "logout") return unauthorized(c)
    await repos.revocations.purge(now)
    const replacement = await tokens.replacement(claims, replaced.revokedAt, state.generation)
    return c.json(
      { access_token: replacement.token, token_type: "bearer", expires_in: config.tokenTtlSeconds } satisfies TokenAnswer,
      200,
    )
  })

  api.post("/auth/logout", guard(deps, "POST /auth/logout"), async (c) => {
    const { claims } = c.var.user
    const now = clock.now()
    // Signing out ends the whole family, as long as its longest-lived member (a replacement issued just now) could be refreshed.
    const familyUsableUntil = Math.max(claims.expiresAt, now + config.tokenTtlSeconds * 1000) + config.refreshWindowSeconds * 1000
    await repos.revocations.logout({
      jti: claims.jti,
      userId: claims.userId,
      nowMs: now,
      expiresAt: claims.expiresAt + config.refreshWindowSeconds * 1000,
    })
    await repos.revocations.endFamily({ family: claims.family, userId: claims.userId, nowMs: now, expiresAt: familyUsableUntil })
    return c.json({ message: serverMessages.loggedOut } satisfies AnswerOf<"/auth/logout", "post", 200>, 200)
  })

  api.post("/auth/password", guard(deps, "POST /auth/password"), async (c) => {
    const form = validatePasswordChange(await jsonBody(c))
    // The fields in the form's order, so the top message is the first field's.
    if (Result.isFailure(form))
      return invalid(
        c,
        Object.fromEntries(
          passwordFields.flatMap((field) => (form.failure[field] === undefined ? [] : [[field, form.failure[field]]])),
        ),
      )
    const { id } = c.var.user
    const now = clock.now()
    // Guessing the current password with a stolen token is throttled like sign-in, per user.
    const gate = await throttle.admit(
      [{ key: `password-change:${id}`, limit: config.throttle.maxFailures, enforced: true, personal: true }],
      now,
    )
    if (!gate.admitted) return throttled(c, gate.waitMs)
    const user = await repos.users.byId(id)
    if (!user) return unauthorized(c)
    if (!(await passwords.verify(user.password_hash, form.success.current_password))) {
      await throttle.failed(gate.ticket, now)
      // 422, never 401: the browser reads a 401 as an ended session and would sign the user out.
      return invalid(c, { current_password: passwordChangeMessages.currentWrong })
    }
    await throttle.succeeded(gate.ticket, now)
    // The new generation ends every token of the user, this one included; the caller gets a fresh one.
    const generation = await repos.users.changePassword(id, await passwords.hash(form.success.new_password))
    if (generation === undefined) return unauthorized(c)
    return c.json(await tokenAnswer(id, now, generation), 200)
  })
}
