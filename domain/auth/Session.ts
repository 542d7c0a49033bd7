import { Effect, Option, Schema } from "effect"

/** How long before expiry the token is refreshed: 2 minutes. */
export const refreshLeadMs = 120_000

/** The expiry timestamp of a token issued at `nowMs` that lives `expiresInSeconds`. */
export const expiresAt = (nowMs: number, expiresInSeconds: number): number => nowMs + expiresInSeconds * 1000

/** How long to wait before refreshing: at once when under 2 minutes remain, else the remaining time minus 2 minutes. */
export const refreshDelayMs = (expiresAtMs: number, nowMs: number): number => {
  const remaining = expiresAtMs - nowMs
  // An unreadable expiry (NaN) is treated as due, so the session is refreshed rather than trusted.
  return Number.isNaN(remaining) || remaining < refreshLeadMs ? 0 : remaining - refreshLeadMs
}

/** The token answer of the login and refresh calls. */
export const TokenAnswer = Schema.Struct({
  access_token: Schema.String.check(Schema.isMinLength(1)),
  expires_in: Schema.Number.check(Schema.isFinite(), Schema.isGreaterThan(0)),
})
export type TokenAnswer = typeof TokenAnswer.Type

/**
 * The user details the session keeps from the me call; other fields of the answer are dropped. An operator's stations
 * decide their station screens; a session stored before stations existed reads as holding none until the me call renews it.
 */
export const SessionUser = Schema.Struct({
  name: Schema.String,
  last_name: Schema.String,
  mobile: Schema.String,
  roles: Schema.Array(Schema.String),
  stations: Schema.Array(Schema.String).pipe(Schema.withDecodingDefaultKey(Effect.succeed([]))),
})
export type SessionUser = typeof SessionUser.Type

/** Reads the me answer, none when it is not one. */
export const decodeSessionUser = (answer: unknown): Option.Option<SessionUser> => Schema.decodeUnknownOption(SessionUser)(answer)

/** The session as stored: the token, its expiry timestamp in ms and the signed-in user. */
export const StoredSession = Schema.Struct({
  token: Schema.String.check(Schema.isMinLength(1)),
  expiresAt: Schema.Number.check(Schema.isFinite()),
  user: SessionUser,
})
export type StoredSession = typeof StoredSession.Type

/** The stored session's JSON text. */
export const StoredSessionJson = Schema.fromJsonString(StoredSession)

/** Reads a stored session; missing, corrupt or foreign storage reads as none, so the user is simply signed out. */
export const readStoredSession = (text: string | null): Option.Option<StoredSession> =>
  text === null ? Option.none() : Schema.decodeUnknownOption(StoredSessionJson)(text)

/** The JSON text to store for a session, holding only the session's own fields. */
export const writeStoredSession = ({ token, expiresAt, user }: StoredSession): string =>
  JSON.stringify({
    token,
    expiresAt,
    user: { name: user.name, last_name: user.last_name, mobile: user.mobile, roles: user.roles, stations: user.stations },
  })

/** The session a token answer opens at `nowMs` for a user. */
export const sessionOf = (answer: TokenAnswer, user: SessionUser, nowMs: number): StoredSession => ({
  token: answer.access_token,
  expiresAt: expiresAt(nowMs, answer.expires_in),
  user,
})

/** The later of two sessions of the same user (by expiry), so a tab takes the token another tab has just refreshed; another user's session is never taken. */
export const laterSession = (own: StoredSession, other: StoredSession | null): StoredSession =>
  other !== null && other.user.mobile === own.user.mobile && other.expiresAt > own.expiresAt ? other : own
