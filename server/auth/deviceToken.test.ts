import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { deviceOf, deviceToken, freshDeviceId } from "./deviceToken.ts"

const secret = new TextEncoder().encode("s".repeat(48))
const otherSecret = new TextEncoder().encode("t".repeat(48))

describe("the device cookie", () => {
  it("names its device for the account it was signed for, under the same secret", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (userId) => {
        const device = freshDeviceId()
        expect(deviceOf(secret, userId, deviceToken(secret, userId, device))).toBe(device)
        expect(deviceOf(secret, userId + 1, deviceToken(secret, userId, device))).toBeUndefined()
        expect(deviceOf(otherSecret, userId, deviceToken(secret, userId, device))).toBeUndefined()
      }),
    )
  })

  it("reads any other text, a missing cookie or a tampered one as no device", () => {
    const token = deviceToken(secret, 7, freshDeviceId())
    expect(deviceOf(secret, 7, undefined)).toBeUndefined()
    expect(deviceOf(secret, 7, `${token}x`)).toBeUndefined()
    expect(deviceOf(secret, 7, `${token}.extra`)).toBeUndefined()
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(deviceOf(secret, 7, text)).toBeUndefined()
      }),
    )
  })
})
