import type { Context, MiddlewareHandler } from "hono"
import { isRole, type Role } from "../../domain/roles/Role.ts"
import type { Claims } from "../auth/tokens.ts"
import type { Deps } from "../deps.ts"
import { may, type Endpoint } from "../permissions.ts"
import type { AuthState } from "../user/userStore.ts"
import { forbidden, unauthorized } from "./problems.ts"

/** The signed-in caller of a request. */
export interface SignedIn {
  readonly id: number
  readonly role: Role | undefined
  readonly claims: Claims
}

/** The hono environment of the API routes. */
export type ApiEnv = { Variables: { user: SignedIn } }

/** The Authorization header, read from Node's request when there is one (cheaper than building the Fetch headers). */
const authorizationOf = (c: Context): string | undefined => {
  const incoming = (c.env as { incoming?: { headers?: Record<string, string | Array<string> | undefined> } } | undefined)
    ?.incoming
  const header = incoming?.headers ? incoming.headers.authorization : c.req.header("authorization")
  return typeof header === "string" ? header : undefined
}

/** The bearer token of a request, if it carries one. */
export const bearerOf = (header: string | undefined): string | undefined => header?.match(/^Bearer[ \t]+([^\s]+)[ \t]*$/i)?.[1]

/** A token is usable unless its user is inactive, its generation is older than the user's (a password change), it or its family was logged out, or it was replaced by a refresh longer ago than the grace. */
export const stillUsable = (state: AuthState, claims: Pick<Claims, "generation">, nowMs: number, graceSeconds: number): boolean =>
  state.isActive &&
  state.generation === claims.generation &&
  !state.familyEnded &&
  (state.revokedKind === null || (state.revokedKind === "refresh" && nowMs - (state.revokedAt ?? 0) < graceSeconds * 1000))

/** Lets a request through only with a usable token of an active user whose role may call `endpoint` (401 and 403 otherwise). */
export const guard =
  (deps: Deps, endpoint: Endpoint): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const token = bearerOf(authorizationOf(c))
    if (!token) return unauthorized(c)
    const now = deps.clock.now()
    const claims = await deps.tokens.read(token, now)
    if (!claims) return unauthorized(c)
    const state = await deps.repos.users.authState(claims.userId, claims.jti, claims.family)
    if (!state || !stillUsable(state, claims, now, deps.config.refreshGraceSeconds)) return unauthorized(c)
    const role = isRole(state.role) ? state.role : undefined
    if (!role || !may(role, endpoint)) return forbidden(c)
    c.set("user", { id: claims.userId, role, claims })
    await next()
  }
