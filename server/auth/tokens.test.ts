import { UserId } from "../../domain/identifiers/Ids.ts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { tokensWith } from "./tokens.ts"

const secret = new TextEncoder().encode("a-secret-of-the-tests-that-is-long-enough")
const now = Date.UTC(2025, 2, 10, 8, 0, 0)

describe("tokens", () => {
  it("carry the user id, a unique id and the expiry, and are read back until they expire", async () => {
    const tokens = tokensWith(secret, 300)
    const { token, claims } = await tokens.issue(UserId(7), now)
    expect(claims).toMatchObject({ userId: 7, expiresAt: now + 300_000 })
    expect(await tokens.read(token, now + 299_000)).toEqual(claims)
    expect(await tokens.read(token, now + 300_000)).toBeUndefined()
    expect(await tokens.read(token, now + 300_000, 60)).toEqual(claims)
    expect(await tokens.read(token, now + 360_000, 60)).toBeUndefined()
    expect((await tokens.issue(UserId(7), now)).claims.jti).not.toBe(claims.jti)
  })

  it("refuse a token signed with another secret, however often it is shown", async () => {
    const forged = await tokensWith(new TextEncoder().encode("another-secret-another-secret-another"), 300).issue(UserId(1), now)
    const tokens = tokensWith(secret, 300)
    expect(await tokens.read(forged.token, now)).toBeUndefined()
    expect(await tokens.read(forged.token, now)).toBeUndefined()
  })

  it("refuse a token whose last signature character differs only in unused bits", async () => {
    const tokens = tokensWith(secret, 300)
    const { token } = await tokens.issue(UserId(1), now)
    const last = token.at(-1) ?? ""
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    // A 32-byte signature leaves two unused bits in its last character: the next character in the alphabet decodes to the same bytes when they are set.
    const twin = token.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1]
    expect(Buffer.from(twin.split(".")[2] ?? "", "base64url")).toEqual(Buffer.from(token.split(".")[2] ?? "", "base64url"))
    expect(await tokens.read(twin, now)).toBeUndefined()
    expect(await tokens.read(token, now)).toBeDefined()
  })

  it("refuse any altered or arbitrary text", async () => {
    const tokens = tokensWith(secret, 300)
    const { token } = await tokens.issue(UserId(1), now)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.nat(token.length - 1).map((at) => token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1)),
        ),
        async (text) => {
          if (text !== token) expect(await tokens.read(text, now)).toBeUndefined()
        },
      ),
    )
  })
})
