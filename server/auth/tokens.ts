import { randomBytes } from "node:crypto"
import { errors, jwtVerify, SignJWT } from "jose"

/** What a verified token says. */
export interface Claims {
  readonly userId: number
  readonly jti: string
  /** Expiry, epoch milliseconds. */
  readonly expiresAt: number
}

/** A freshly signed token. */
export interface Issued {
  readonly token: string
  readonly claims: Claims
}

/** Signs and checks HS256 JWTs carrying the user id, a unique id (for revocation) and an expiry. */
export interface Tokens {
  readonly issue: (userId: number, nowMs: number) => Promise<Issued>
  /** The claims of a well-signed token whose expiry is later than `nowMs - leewaySeconds`, else undefined. */
  readonly read: (token: string, nowMs: number, leewaySeconds?: number) => Promise<Claims | undefined>
}

const algorithm = "HS256"

/** How many verified tokens are remembered, so a token's signature is checked once, not on every request. */
const cacheSize = 10_000

/** Whether a token expiring at `expiresAt` is still within `leewaySeconds` of its expiry, as jose counts it (whole seconds). */
const unexpired = (expiresAt: number, nowMs: number, leewaySeconds: number) => Math.floor(nowMs / 1000) - leewaySeconds < expiresAt / 1000

/** Tokens signed with `secret`, living `ttlSeconds`. */
export const tokensWith = (secret: Uint8Array, ttlSeconds: number): Tokens => {
  const verified = new Map<string, Claims>()
  const remember = (token: string, claims: Claims) => {
    if (verified.size >= cacheSize) verified.delete(verified.keys().next().value ?? "")
    verified.set(token, claims)
  }
  return {
    issue: async (userId, nowMs) => {
      const iat = Math.floor(nowMs / 1000)
      const jti = randomBytes(16).toString("base64url")
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: algorithm, typ: "JWT" })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret)
      return { token, claims: { userId, jti, expiresAt: (iat + ttlSeconds) * 1000 } }
    },
    read: async (token, nowMs, leewaySeconds = 0) => {
      const known = verified.get(token)
      if (known) return unexpired(known.expiresAt, nowMs, leewaySeconds) ? known : undefined
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [algorithm],
          currentDate: new Date(nowMs),
          clockTolerance: leewaySeconds,
          requiredClaims: ["sub", "jti", "exp"],
        })
        const userId = Number(payload.sub)
        if (!Number.isSafeInteger(userId) || typeof payload.jti !== "string" || typeof payload.exp !== "number") return undefined
        const claims = { userId, jti: payload.jti, expiresAt: payload.exp * 1000 }
        remember(token, claims)
        return claims
      } catch (error) {
        // A forged, malformed or expired token is the caller's problem; anything else is a fault.
        if (error instanceof errors.JOSEError) return undefined
        throw error
      }
    },
  }
}
