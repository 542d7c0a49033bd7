import type { UserId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import { validateLoginForm } from "../../domain/auth/LoginForm.ts"
import { passwordChangeMessages, validatePasswordChange } from "../../domain/auth/PasswordChange.ts"
import type { Clock } from "../../domain/ports/Clock.ts"
import { isRole, type Role } from "../../domain/roles/Role.ts"
import type { Config } from "../config.ts"
import type { AnswerOf } from "../http/answers.ts"
import type { Accounts } from "./accounts.ts"
import { AuthInvalid, SessionEnded, type AuthRefusal } from "./AuthRefusal.ts"
import type { Passwords } from "./passwords.ts"
import type { AuthState, Revocations } from "./revocationStore.ts"
import { signInWith } from "./signIn.ts"
import type { LoginThrottle } from "./throttle.ts"
import type { Claims, Tokens } from "./tokens.ts"

type TokenAnswer = AnswerOf<"/auth/login", "post", 200>
type Outcome<A> = Promise<Result.Result<A, AuthRefusal>>

/** The signed-in caller as auth needs them: who, in which role, and the token they came with. */
export interface Caller {
  readonly id: UserId
  readonly role: Role | undefined
  readonly claims: Claims
}

/** The holder of a usable token: its claims and the user's role (undefined when the stored role is none of the four). */
export interface TokenHolder {
  readonly claims: Claims
  readonly role: Role | undefined
}

/** Where a sign-in comes from: the client's address and the device cookie it sent. */
export interface SignInFrom {
  readonly address: string
  readonly deviceCookie: string | undefined
}

/** What auth is built from: the users port, its own stores, the token signer and the password hashing. */
export interface AuthParts {
  readonly users: Accounts
  readonly revocations: Revocations
  readonly throttle: LoginThrottle
  readonly tokens: Tokens
  readonly passwords: Passwords
}

/** The settings auth reads. */
export type AuthConfig = Pick<
  Config,
  "jwtSecret" | "tokenTtlSeconds" | "refreshWindowSeconds" | "refreshGraceSeconds" | "throttle"
>

/** Sign-in, the me call, refresh, logout, the password change, and the token check every guarded request makes. */
export interface AuthUseCases {
  /** Checks the login form and signs in, answering the token and the device cookie to set. */
  readonly signIn: (body: unknown, from: SignInFrom) => Outcome<{ readonly token: TokenAnswer; readonly deviceCookie: string }>
  readonly me: (caller: Caller) => Outcome<AnswerOf<"/auth/me", "post", 200>>
  /** Replaces a token within its refresh window; `token` is the bearer the request carried, if any. */
  readonly refresh: (token: string | undefined) => Outcome<TokenAnswer>
  readonly logout: (caller: Caller) => Promise<void>
  readonly changePassword: (caller: Caller, body: unknown) => Outcome<TokenAnswer>
  /** Who holds a token, when it is well signed, unexpired and still usable. */
  readonly holderOf: (token: string) => Promise<Result.Result<TokenHolder, SessionEnded>>
}

const passwordFields = ["current_password", "new_password", "new_password_confirmation"] as const

const objectOf = (body: unknown): Readonly<Record<string, unknown>> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

/** A token is usable unless its user is inactive, its generation is older than the user's (a password change), it or its family was logged out, or it was replaced by a refresh longer ago than the grace. */
const stillUsable = (state: AuthState, claims: Pick<Claims, "generation">, nowMs: number, graceSeconds: number): boolean =>
  state.isActive &&
  state.generation === claims.generation &&
  !state.familyEnded &&
  (state.revokedKind === null || (state.revokedKind === "refresh" && nowMs - (state.revokedAt ?? 0) < graceSeconds * 1000))

/** The auth use cases (docs/server.md, "Authentication" and "Sign-in throttle"). */
export const authUseCases = (
  { users, revocations, throttle, tokens, passwords }: AuthParts,
  clock: Clock,
  config: AuthConfig,
): AuthUseCases => {
  const signIn = signInWith({ users, passwords, throttle, limits: config.throttle, secret: config.jwtSecret })
  const tokenAnswer = async (userId: UserId, now: number, generation: number): Promise<TokenAnswer> => ({
    access_token: (await tokens.issue(userId, now, generation)).token,
    token_type: "bearer",
    expires_in: config.tokenTtlSeconds,
  })
  const usableState = async (claims: Claims, now: number): Promise<AuthState | undefined> => {
    const state = await revocations.authState(claims.userId, claims.jti, claims.family)
    return state && stillUsable(state, claims, now, config.refreshGraceSeconds) ? state : undefined
  }

  return {
    signIn: async (input, { address, deviceCookie }) => {
      const body = objectOf(input)
      const sentAs = "mobile" in body ? "mobile" : "username"
      const form = validateLoginForm({ usernameOrTel: body[sentAs], password: body.password })
      if (Result.isFailure(form)) {
        const { usernameOrTel, ...rest } = form.failure
        return Result.fail(new AuthInvalid({ errors: usernameOrTel === undefined ? rest : { [sentAs]: usernameOrTel, ...rest } }))
      }
      const { usernameOrTel: identifier, password } = form.success
      const now = clock.now()
      const signedIn = await signIn({ identifier, password, address, deviceCookie }, now)
      if (Result.isFailure(signedIn)) return Result.fail(signedIn.failure)
      const { userId, generation } = signedIn.success
      return Result.succeed({ token: await tokenAnswer(userId, now, generation), deviceCookie: signedIn.success.deviceCookie })
    },

    me: async (caller) => {
      const user = await users.byId(caller.id)
      if (!user) return Result.fail(new SessionEnded())
      return Result.succeed({
        id: user.id,
        name: user.name,
        last_name: user.last_name,
        mobile: user.mobile,
        personnel_code: user.personnel_code,
        roles: caller.role ? [caller.role] : [],
        // An operator's station screens follow these; every other role has none.
        stations: [...user.stations],
      })
    },

    refresh: async (token) => {
      const now = clock.now()
      const claims = token ? await tokens.read(token, now, config.refreshWindowSeconds) : undefined
      if (!claims) return Result.fail(new SessionEnded())
      const state = await usableState(claims, now)
      if (!state) return Result.fail(new SessionEnded())
      // A token is replaced once: a second refresh inside the grace (two tabs racing) answers the same replacement.
      const replaced = await revocations.replace({
        jti: claims.jti,
        userId: claims.userId,
        nowMs: now,
        expiresAt: claims.expiresAt + config.refreshWindowSeconds * 1000,
      })
      if (replaced === undefined || replaced.kind === "logout") return Result.fail(new SessionEnded())
      await revocations.purge(now)
      const replacement = await tokens.replacement(claims, replaced.revokedAt, state.generation)
      return Result.succeed({ access_token: replacement.token, token_type: "bearer", expires_in: config.tokenTtlSeconds })
    },

    logout: async ({ claims }) => {
      const now = clock.now()
      // Signing out ends the whole family, as long as its longest-lived member (a replacement issued just now) could be refreshed.
      const familyUsableUntil =
        Math.max(claims.expiresAt, now + config.tokenTtlSeconds * 1000) + config.refreshWindowSeconds * 1000
      await revocations.logout({
        jti: claims.jti,
        userId: claims.userId,
        nowMs: now,
        expiresAt: claims.expiresAt + config.refreshWindowSeconds * 1000,
      })
      await revocations.endFamily({ family: claims.family, userId: claims.userId, nowMs: now, expiresAt: familyUsableUntil })
    },

    changePassword: async ({ id }, body) => {
      const form = validatePasswordChange(body)
      // The fields in the form's order, so the top message is the first field's.
      if (Result.isFailure(form))
        return Result.fail(
          new AuthInvalid({
            errors: Object.fromEntries(
              passwordFields.flatMap((field) => (form.failure[field] === undefined ? [] : [[field, form.failure[field]]])),
            ),
          }),
        )
      const now = clock.now()
      // Guessing the current password with a stolen token is throttled like sign-in, per user.
      const gate = await throttle.admit(
        [{ key: `password-change:${id}`, limit: config.throttle.maxFailures, enforced: true, personal: true }],
        now,
      )
      if (Result.isFailure(gate)) return Result.fail(gate.failure)
      const user = await users.byId(id)
      if (!user) return Result.fail(new SessionEnded())
      if (!(await passwords.verify(user.password_hash, form.success.current_password))) {
        await throttle.failed(gate.success, now)
        // 422, never 401: the browser reads a 401 as an ended session and would sign the user out.
        return Result.fail(new AuthInvalid({ errors: { current_password: passwordChangeMessages.currentWrong } }))
      }
      await throttle.succeeded(gate.success, now)
      // The new generation ends every token of the user, this one included; the caller gets a fresh one.
      const generation = await users.changePassword(id, await passwords.hash(form.success.new_password))
      if (generation === undefined) return Result.fail(new SessionEnded())
      return Result.succeed(await tokenAnswer(id, now, generation))
    },

    holderOf: async (token) => {
      const now = clock.now()
      const claims = await tokens.read(token, now)
      const state = claims && (await usableState(claims, now))
      if (!claims || !state) return Result.fail(new SessionEnded())
      return Result.succeed({ claims, role: isRole(state.role) ? state.role : undefined })
    },
  }
}
