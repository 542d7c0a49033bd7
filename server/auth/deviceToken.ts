import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/** The cookie that marks a browser where an account signed in before: a known good path for the sign-in throttle. */
export const deviceCookie = "sign_in_device"

/** How long the device cookie is kept. */
export const deviceCookieSeconds = 180 * 24 * 3600

const macOf = (secret: Uint8Array, userId: number, deviceId: string) =>
  createHmac("sha256", secret).update(`sign-in-device:${userId}.${deviceId}`).digest("base64url")

/** A fresh device id: 128 random bits. */
export const freshDeviceId = (): string => randomBytes(16).toString("base64url")

/** The cookie's value for the account and device, signed with the server's secret (shared by every server with the same JWT_SECRET). */
export const deviceToken = (secret: Uint8Array, userId: number, deviceId: string): string =>
  `${userId}.${deviceId}.${macOf(secret, userId, deviceId)}`

/** The device id the cookie names, when it was signed by this secret for this account; else undefined. */
export const deviceOf = (secret: Uint8Array, userId: number, token: string | undefined): string | undefined => {
  const [user, deviceId, mac, ...rest] = (token ?? "").split(".")
  if (rest.length > 0 || user !== String(userId) || !deviceId || !/^[\w-]{1,64}$/.test(deviceId) || mac === undefined)
    return undefined
  const expected = Buffer.from(macOf(secret, userId, deviceId))
  const given = Buffer.from(mac)
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined
}
