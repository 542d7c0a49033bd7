import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { saveErrorMessage } from "./errors.ts"

const generic = "خطایی رخ داد، لطفاً دوباره تلاش کنید"
const nonBlank = fc.string({ minLength: 1 }).filter((text) => text.trim() !== "")

describe("saveErrorMessage", () => {
  it("shows the server's message for a 4xx answer that carries one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 499 }), nonBlank, (status, message) => {
        expect(saveErrorMessage({ message }, status)).toBe(message)
      }),
    )
  })

  it("shows the generic text for any other status, a network failure or a 4xx without a message", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 100, max: 399 }), fc.integer({ min: 500, max: 599 }), fc.constant(undefined)),
        nonBlank,
        (status, message) => {
          expect(saveErrorMessage({ message }, status)).toBe(generic)
        },
      ),
    )
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 499 }), fc.anything(), (status, body) => {
        const hasMessage =
          typeof body === "object" &&
          body !== null &&
          "message" in body &&
          typeof body.message === "string" &&
          body.message.trim() !== ""
        if (!hasMessage) expect(saveErrorMessage(body, status)).toBe(generic)
      }),
    )
  })

  it("pins the generic text of the specification", () => {
    expect(saveErrorMessage(undefined, 500)).toBe("خطایی رخ داد، لطفاً دوباره تلاش کنید")
    expect(saveErrorMessage({ message: "   " }, 422)).toBe("خطایی رخ داد، لطفاً دوباره تلاش کنید")
    expect(saveErrorMessage({}, 404, "خطایی رخ داده است")).toBe("خطایی رخ داده است")
  })
})
