import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { serverFieldErrors } from "./serverErrors.ts"

describe("a 422 answer read into field errors", () => {
  it("keeps the first message of each dotted field", () => {
    const body = {
      message: "محتوا الزامی است",
      errors: { "announcements.0.content": ["محتوا الزامی است", "دوم"], title: "عنوان الزامی است" },
    }
    expect(serverFieldErrors(body)).toEqual({ "announcements.0.content": "محتوا الزامی است", title: "عنوان الزامی است" })
  })

  it("reads any other body as no field errors, never throwing", () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const errors = serverFieldErrors(body)
        expect(Object.values(errors).every((message) => typeof message === "string")).toBe(true)
      }),
    )
    expect(serverFieldErrors(null)).toEqual({})
  })
})
