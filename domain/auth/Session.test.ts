import fc from "fast-check"
import { Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  StoredSession,
  StoredSessionJson,
  TokenAnswer,
  decodeSessionUser,
  expiresAt,
  laterSession,
  readStoredSession,
  refreshDelayMs,
  refreshLeadMs,
  sessionOf,
  writeStoredSession,
} from "./Session.ts"

const time = fc.integer({ min: 0, max: 4_000_000_000_000 })
const user = fc.record({
  name: fc.string(),
  last_name: fc.string(),
  mobile: fc.string(),
  roles: fc.array(fc.string()),
  stations: fc.array(fc.string()),
})
const session = fc.record({ token: fc.string({ minLength: 1 }), expiresAt: time, user })

describe("token expiry and refresh", () => {
  it("refreshes 2 minutes (120000 ms) before expiry", () => {
    expect(refreshLeadMs).toBe(120000)
    expect(expiresAt(1_000, 3600)).toBe(3_601_000)
    expect(refreshDelayMs(3_601_000, 1_000)).toBe(3_480_000)
    expect(refreshDelayMs(1_000 + 120000, 1_000)).toBe(0)
    expect(refreshDelayMs(1_000 + 119999, 1_000)).toBe(0)
    expect(refreshDelayMs(1_000 + 120001, 1_000)).toBe(1)
    expect(refreshDelayMs(0, 1_000)).toBe(0)
    expect(refreshDelayMs(Number.NaN, 1_000)).toBe(0)
  })

  it("waits the remaining time minus the lead, never less than 0, so the refresh lands 2 minutes before expiry or at once", () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 1, max: 86_400 * 30 }), (now, seconds) => {
        const expiry = expiresAt(now, seconds)
        expect(expiry - now).toBe(seconds * 1000)
        const delay = refreshDelayMs(expiry, now)
        expect(delay).toBeGreaterThanOrEqual(0)
        if (expiry - now < refreshLeadMs) expect(delay).toBe(0)
        else expect(now + delay).toBe(expiry - refreshLeadMs)
      }),
    )
  })

  it("shortens the wait by exactly the time that passed, until it reaches 0", () => {
    fc.assert(
      fc.property(time, time, fc.integer({ min: 0, max: 10_000_000 }), (expiry, now, later) => {
        expect(refreshDelayMs(expiry, now + later)).toBe(Math.max(0, refreshDelayMs(expiry, now) - later))
      }),
    )
  })
})

describe("session user and stored session", () => {
  it("keeps name, last_name, mobile, roles and stations of the me answer", () => {
    const me = {
      id: 1,
      name: "علی",
      last_name: "رضایی",
      mobile: "09120000001",
      personnel_code: "1000100001",
      roles: ["super-admin"],
      stations: [],
    }
    expect(decodeSessionUser(me)).toEqual(
      Option.some({ name: "علی", last_name: "رضایی", mobile: "09120000001", roles: ["super-admin"], stations: [] }),
    )
    const operator = { ...me, roles: ["operator"], stations: ["cutting", "edging"] }
    expect(decodeSessionUser(operator)).toEqual(
      Option.some({
        name: "علی",
        last_name: "رضایی",
        mobile: "09120000001",
        roles: ["operator"],
        stations: ["cutting", "edging"],
      }),
    )
    expect(decodeSessionUser({ ...operator, stations: "cutting" })).toEqual(Option.none())
    expect(decodeSessionUser({ name: "علی" })).toEqual(Option.none())
    expect(decodeSessionUser(null)).toEqual(Option.none())
  })

  it("round-trips any session through its stored text", () => {
    fc.assert(
      fc.property(session, (s) => {
        expect(readStoredSession(writeStoredSession(s))).toEqual(Option.some(s))
        expect(Schema.decodeUnknownOption(StoredSessionJson)(Schema.encodeSync(StoredSessionJson)(s))).toEqual(Option.some(s))
      }),
    )
  })

  it("reads missing, corrupt or foreign storage as no session, never failing", () => {
    expect(readStoredSession(null)).toEqual(Option.none())
    expect(readStoredSession("")).toEqual(Option.none())
    expect(readStoredSession("{")).toEqual(Option.none())
    expect(readStoredSession('{"token":"","expiresAt":1,"user":{"name":"","last_name":"","mobile":"","roles":[]}}')).toEqual(
      Option.none(),
    )
    // A session stored before the stations were kept still reads, holding none.
    expect(
      readStoredSession('{"token":"t","expiresAt":1,"user":{"name":"","last_name":"","mobile":"","roles":["operator"]}}'),
    ).toEqual(
      Option.some({ token: "t", expiresAt: 1, user: { name: "", last_name: "", mobile: "", roles: ["operator"], stations: [] } }),
    )
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const read = readStoredSession(text)
        if (Option.isSome(read)) expect(Schema.is(StoredSession)(read.value)).toBe(true)
      }),
    )
  })

  it("opens a session that expires expires_in seconds after now", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 1_000_000 }), user, time, (token, seconds, u, now) => {
        const answer = Schema.decodeUnknownSync(TokenAnswer)({ access_token: token, expires_in: seconds, token_type: "bearer" })
        expect(sessionOf(answer, u, now)).toEqual({ token, expiresAt: now + seconds * 1000, user: u })
      }),
    )
    expect(Schema.decodeUnknownOption(TokenAnswer)({ access_token: "t", expires_in: 0 })).toEqual(Option.none())
  })
})

describe("laterSession", () => {
  const user = (mobile: string) => ({ name: "سارا", last_name: "محمدی", mobile, roles: ["sales-manager"], stations: [] })
  const session = fc.record({
    token: fc.string({ minLength: 1 }),
    expiresAt: fc.integer({ min: 0, max: 2 ** 40 }),
    mobile: fc.constantFrom("09120000001", "09120000002"),
  })

  it("takes the other tab's session only when it is the same user's and expires later", () => {
    fc.assert(
      fc.property(session, fc.option(session, { nil: null }), (own, other) => {
        const mine = { token: own.token, expiresAt: own.expiresAt, user: user(own.mobile) }
        const theirs = other && { token: other.token, expiresAt: other.expiresAt, user: user(other.mobile) }
        const taken = laterSession(mine, theirs)
        const expected =
          theirs !== null && theirs.user.mobile === mine.user.mobile && theirs.expiresAt > mine.expiresAt ? theirs : mine
        expect(taken).toBe(expected)
      }),
    )
  })
})
