import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { asksBeforeLeaving } from "./leaveRule.ts"

const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/)
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join("/")}`)
const query = fc
  .option(fc.stringMatching(/^[a-z=&0-9]{0,8}$/), { nil: undefined })
  .map((text) => (text === undefined ? "" : `?${text}`))

describe("whether leaving a form asks first", () => {
  it("never asks while the form holds no change", () => {
    fc.assert(
      fc.property(path, path, (from, to) => {
        expect(asksBeforeLeaving(false, { from, to })).toBe(false)
      }),
    )
  })

  it("asks, with a change, for every other address", () => {
    fc.assert(
      fc.property(path, path, (from, to) => {
        expect(asksBeforeLeaving(true, { from, to })).toBe(from !== to)
      }),
    )
  })

  it("does not ask for the form's own address with another query, fragment or a trailing slash", () => {
    fc.assert(
      fc.property(path, query, query, (at, before, after) => {
        expect(asksBeforeLeaving(true, { from: `${at}${before}`, to: `${at}/${after}#top` })).toBe(false)
      }),
    )
  })

  it("does not ask for an address the form counts as its own", () => {
    const stays = (pathname: string) => /^\/dashboard\/customer\/(individual|legal)$/.test(pathname)
    expect(asksBeforeLeaving(true, { from: "/dashboard/customer/individual", to: "/dashboard/customer/legal" }, stays)).toBe(
      false,
    )
    expect(asksBeforeLeaving(true, { from: "/dashboard/customer/individual", to: "/dashboard/customer-list" }, stays)).toBe(true)
  })
})
