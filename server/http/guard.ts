import type { UserId } from "../../domain/identifiers/Ids.ts"
import type { Context, MiddlewareHandler } from "hono"
import { Result } from "effect"
import type { Role } from "../../domain/roles/Role.ts"
import type { Claims } from "../auth/tokens.ts"
import type { Deps } from "../deps.ts"
import { may, type Endpoint } from "../permissions.ts"
import { forbidden, unauthorized } from "./problems.ts"

/** The signed-in caller of a request. */
export interface SignedIn {
  readonly id: UserId
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

/** Lets a request through only with a usable token of an active user whose role may call `endpoint` (401 and 403 otherwise). */
export const guard =
  (deps: Deps, endpoint: Endpoint): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const token = bearerOf(authorizationOf(c))
    if (!token) return unauthorized(c)
    const holder = await deps.useCases.auth.holderOf(token)
    if (Result.isFailure(holder)) return unauthorized(c)
    const { claims, role } = holder.success
    if (!role || !may(role, endpoint)) return forbidden(c)
    c.set("user", { id: claims.userId, role, claims })
    await next()
  }
