import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emptySearchMessages, emptySearchText } from "./EmptySearch.ts"

describe("the empty customer search's text", () => {
  it("pins both Persian texts", () => {
    expect(emptySearchMessages.none).toBe("موردی برای نمایش وجود ندارد")
    expect(emptySearchMessages.hidden).toBe(
      "مشتری‌ای با این مشخصات در مشتریان شما پیدا نشد؛ مشتریانی با این مشخصات هستند که به شما سپرده نشده‌اند",
    )
  })

  it("tells of hidden matches exactly when the server said so, and never a number", () => {
    fc.assert(
      fc.property(fc.boolean(), (hidden) => {
        const text = emptySearchText(hidden)
        expect(text === emptySearchMessages.hidden).toBe(hidden)
        expect(text).not.toMatch(/[0-9۰-۹]/)
      }),
    )
  })
})
