import type { UserId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import type { ThrottleConfig } from "../config.ts"
import type { Accounts } from "./accounts.ts"
import { signInCounters } from "./attemptPolicy.ts"
import { WrongCredentials, type Throttled } from "./AuthRefusal.ts"
import { deviceOf, deviceToken, freshDeviceId } from "./deviceToken.ts"
import type { Passwords } from "./passwords.ts"
import type { LoginThrottle } from "./throttle.ts"

/** A sign-in as the use case hands it over: the form's normalised identifier and password, where it comes from, and its device cookie. */
export interface SignInRequest {
  readonly identifier: string
  readonly password: string
  readonly address: string
  readonly deviceCookie: string | undefined
}

/** A user let in: who, at which token generation, and the device cookie to set. */
export interface SignedInUser {
  readonly userId: UserId
  readonly generation: number
  readonly deviceCookie: string
}

/** What the sign-in needs. */
export interface SignInDeps {
  readonly users: Pick<Accounts, "byLogin">
  readonly passwords: Passwords
  readonly throttle: LoginThrottle
  readonly limits: ThrottleConfig
  readonly secret: Uint8Array
}

/**
 * Signs in: resolves the identifier to its account, counts the attempt before the slow password check, then settles
 * the count. An unknown identifier, a wrong password and an inactive user are one refusal after the same work.
 */
export const signInWith =
  ({ users, passwords, throttle, limits, secret }: SignInDeps) =>
  async (
    { identifier, password, address, deviceCookie }: SignInRequest,
    now: number,
  ): Promise<Result.Result<SignedInUser, Throttled | WrongCredentials>> => {
    const user = await users.byLogin(identifier.startsWith("09") ? "mobile" : "personnel_code", identifier)
    const device = user ? deviceOf(secret, user.id, deviceCookie) : undefined
    const knownAddress = user !== undefined && device === undefined && (await throttle.knows(user.id, address, now))
    const account = user ? `user:${user.id}` : `unknown:${identifier}`
    const gate = await throttle.admit(signInCounters({ account, address, device, knownAddress }, limits), now)
    if (Result.isFailure(gate)) return Result.fail(gate.failure)
    const matches = user ? await passwords.verify(user.password_hash, password) : (await passwords.waste(password), false)
    if (!user || !matches || !user.is_active) {
      await throttle.failed(gate.success, now)
      return Result.fail(new WrongCredentials())
    }
    await throttle.succeeded(gate.success, now)
    await throttle.remember(user.id, address, now)
    return Result.succeed({
      userId: user.id,
      generation: user.token_generation,
      deviceCookie: deviceToken(secret, user.id, device ?? freshDeviceId()),
    })
  }
