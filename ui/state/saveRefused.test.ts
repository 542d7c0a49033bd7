import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { genericErrorMessage } from "./errors.ts"
import { refusalText, SaveRefused, settled } from "./saveRefused.ts"

const answer = (status: number, body: unknown) => ({
  data: status < 300 ? body : undefined,
  error: status < 300 ? undefined : body,
  response: new Response(null, { status }),
})
const nonBlank = fc.string({ minLength: 1 }).filter((text) => text.trim() !== "")

describe("settled", () => {
  it("answers the data of a 2xx answer", async () => {
    await expect(settled(Promise.resolve(answer(200, { data: { id: 7 } })))).resolves.toEqual({ data: { id: 7 } })
  })

  it("refuses a 422 with its first message under each field and the server's words", async () => {
    const refused = settled(
      Promise.resolve(answer(422, { message: "نام تکراری است", errors: { name: ["نام تکراری است", "دوم"] } })),
    )
    await expect(refused).rejects.toBeInstanceOf(SaveRefused)
    const error = await refused.catch((cause: unknown) => cause)
    expect(error).toMatchObject({ status: 422, fields: { name: "نام تکراری است" }, message: "نام تکراری است" })
  })

  it("refuses a lost connection with the generic text and no status", async () => {
    const error = await settled(Promise.reject(new TypeError("offline"))).catch((cause: unknown) => cause)
    expect(error).toMatchObject({ status: undefined, fields: {}, message: genericErrorMessage })
  })
})

describe("refusalText", () => {
  it("tells a 4xx's own message, and the fallback for anything else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 499 }), nonBlank, nonBlank, (status, message, fallback) => {
        expect(refusalText(new SaveRefused(status, { message }), fallback)).toBe(message)
        expect(refusalText(new SaveRefused(status + 100, { message }), fallback)).toBe(fallback)
        expect(refusalText(new Error(message), fallback)).toBe(fallback)
      }),
    )
  })

  it("keeps the fields of a 422 only", () => {
    expect(new SaveRefused(409, { errors: { name: "x" } }).fields).toEqual({})
    expect(new SaveRefused(422, { errors: { name: "x" } }).fields).toEqual({ name: "x" })
  })
})
