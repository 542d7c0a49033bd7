import { Option } from "effect"
import { UserId } from "../../domain/identifiers/Ids.ts"
import { createHmac, randomBytes } from "node:crypto"
import { errors, jwtVerify, SignJWT } from "jose"

/** What a verified token says. */
export interface Claims {
  readonly userId: UserId
  readonly jti: string
  /** The user's token generation when it was issued; a token of an older generation is no longer accepted. */
  readonly generation: number
  /** The token's family: the id of the sign-in token it descends from by refreshes; signing out ends the whole family. */
  readonly family: string
  /** Expiry, epoch milliseconds. */
  readonly expiresAt: number
}

/** A freshly signed token. */
export interface Issued {
  readonly token: string
  readonly claims: Claims
}

/** Signs and checks HS256 JWTs carrying the user id, a unique id (for revocation), the user's token generation and an expiry. */
export interface Tokens {
  readonly issue: (userId: UserId, nowMs: number, generation?: number) => Promise<Issued>
  /**
   * The one token that replaces `claims` when it was first refreshed at `replacedAtMs`: the same text however many times it
   * is asked for, so racing refreshes of one token all answer the same replacement, of the same family.
   */
  readonly replacement: (claims: Claims, replacedAtMs: number, generation: number) => Promise<Issued>
  /** The claims of a well-signed token whose expiry is later than `nowMs - leewaySeconds`, else undefined. */
  readonly read: (token: string, nowMs: number, leewaySeconds?: number) => Promise<Claims | undefined>
}

const algorithm = "HS256"

/** How many verified tokens are remembered, so a token's signature is checked once, not on every request. */
const cacheSize = 10_000

/** Whether a token expiring at `expiresAt` is still within `leewaySeconds` of its expiry, as jose counts it (whole seconds). */
const unexpired = (expiresAt: number, nowMs: number, leewaySeconds: number) =>
  Math.floor(nowMs / 1000) - leewaySeconds < expiresAt / 1000

/** Whether every part of a token is written as its bytes encode, so no two texts pass as one signed token (base64url's last character has unused bits). */
const canonical = (token: string) => {
  const parts = token.split(".")
  return parts.length === 3 && parts.every((part) => Buffer.from(part, "base64url").toString("base64url") === part)
}

/** Tokens signed with `secret`, living `ttlSeconds`. */
export const tokensWith = (secret: Uint8Array, ttlSeconds: number): Tokens => {
  const verified = new Map<string, Claims>()
  const remember = (token: string, claims: Claims) => {
    if (verified.size >= cacheSize) verified.delete(verified.keys().next().value ?? "")
    verified.set(token, claims)
  }
  const sign = async (token: Omit<Claims, "expiresAt">, nowMs: number): Promise<Issued> => {
    const iat = Math.floor(nowMs / 1000)
    const signed = await new SignJWT({ gen: token.generation, fam: token.family })
      .setProtectedHeader({ alg: algorithm, typ: "JWT" })
      .setSubject(String(token.userId))
      .setJti(token.jti)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(secret)
    return { token: signed, claims: { ...token, expiresAt: (iat + ttlSeconds) * 1000 } }
  }
  return {
    issue: (userId, nowMs, generation = 0) => {
      const jti = randomBytes(16).toString("base64url")
      return sign({ userId, jti, generation, family: jti }, nowMs)
    },
    replacement: (claims, replacedAtMs, generation) =>
      sign(
        {
          userId: claims.userId,
          jti: createHmac("sha256", secret).update(`replaces:${claims.jti}`).digest().subarray(0, 16).toString("base64url"),
          generation,
          family: claims.family,
        },
        replacedAtMs,
      ),
    read: async (token, nowMs, leewaySeconds = 0) => {
      const known = verified.get(token)
      if (known) return unexpired(known.expiresAt, nowMs, leewaySeconds) ? known : undefined
      if (!canonical(token)) return undefined
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [algorithm],
          currentDate: new Date(nowMs),
          clockTolerance: leewaySeconds,
          requiredClaims: ["sub", "jti", "exp"],
        })
        // A subject that names no record cannot be a user: the token reads as no token (401), as an unknown user would.
        const userId = Option.getOrUndefined(UserId.option(Number(payload.sub)))
        if (userId === undefined || typeof payload.jti !== "string" || typeof payload.exp !== "number") return undefined
        // A token issued before generations existed carries none: it is of the first generation.
        const generation = payload.gen === undefined ? 0 : payload.gen
        if (typeof generation !== "number" || !Number.isSafeInteger(generation)) return undefined
        // A token issued before families existed is a family of its own.
        const family = payload.fam === undefined ? payload.jti : payload.fam
        if (typeof family !== "string" || family === "") return undefined
        const claims = { userId, jti: payload.jti, generation, family, expiresAt: payload.exp * 1000 }
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
