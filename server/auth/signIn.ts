import type { Users } from "../user/userStore.ts"
import type { ThrottleConfig } from "../config.ts"
import { signInCounters } from "./attemptPolicy.ts"
import { deviceOf, deviceToken, freshDeviceId } from "./deviceToken.ts"
import type { Passwords } from "./passwords.ts"
import type { LoginThrottle } from "./throttle.ts"

/** A sign-in as the route hands it over: the form's normalised identifier and password, where it comes from, and its device cookie. */
export interface SignInRequest {
  readonly identifier: string
  readonly password: string
  readonly address: string
  readonly deviceCookie: string | undefined
}

/** How a sign-in ended: in (with the device cookie to set), refused by the throttle for `waitMs`, or wrong credentials. */
export type SignInOutcome =
  | { readonly kind: "signedIn"; readonly userId: number; readonly generation: number; readonly deviceCookie: string }
  | { readonly kind: "throttled"; readonly waitMs: number }
  | { readonly kind: "wrong" }

/** What the sign-in needs. */
export interface SignInDeps {
  readonly users: Users
  readonly passwords: Passwords
  readonly throttle: LoginThrottle
  readonly limits: ThrottleConfig
  readonly secret: Uint8Array
}

/**
 * Signs in: resolves the identifier to its account, counts the attempt before the slow password check, then settles
 * the count. An unknown identifier, a wrong password and an inactive user are one answer after the same work.
 */
export const signInWith =
  ({ users, passwords, throttle, limits, secret }: SignInDeps) =>
  async ({ identifier, password, address, deviceCookie }: SignInRequest, now: number): Promise<SignInOutcome> => {
    const user = await users.byLogin(identifier.startsWith("09") ? "mobile" : "personnel_code", identifier)
    const device = user ? deviceOf(secret, user.id, deviceCookie) : undefined
    const knownAddress = user !== undefined && device === undefined && (await throttle.knows(user.id, address, now))
    const account = user ? `user:${user.id}` : `unknown:${identifier}`
    const gate = await throttle.admit(signInCounters({ account, address, device, knownAddress }, limits), now)
    if (!gate.admitted) return { kind: "throttled", waitMs: gate.waitMs }
    const matches = user ? await passwords.verify(user.password_hash, password) : (await passwords.waste(password), false)
    if (!user || !matches || !user.is_active) {
      await throttle.failed(gate.ticket, now)
      return { kind: "wrong" }
    }
    await throttle.succeeded(gate.ticket, now)
    await throttle.remember(user.id, address, now)
    return {
      kind: "signedIn",
      userId: user.id,
      generation: user.token_generation,
      deviceCookie: deviceToken(secret, user.id, device ?? freshDeviceId()),
    }
  }
