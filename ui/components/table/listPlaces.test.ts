import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { listKey, placeFor } from "./listPlaces.ts"

const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/)
const search = fc
  .dictionary(fc.constantFrom("search", "page", "per_page", "is_active", "sort"), fc.string({ maxLength: 8 }))
  .map((params) => new URLSearchParams(params).toString())

describe("placeFor", () => {
  it("returns to the list as it was left, below its own path too (a type tab)", () =>
    fc.assert(
      fc.property(segment, fc.option(segment, { nil: undefined }), search, (list, tab, query) => {
        const listPath = `/dashboard/${list}`
        const kept = `${listPath}${tab === undefined ? "" : `/${tab}`}${query === "" ? "" : `?${query}`}`
        expect(placeFor(listPath, kept)).toBe(kept)
      }),
    ))

  it("never leads to another list, nor to another record's list that merely starts alike", () => {
    fc.assert(
      fc.property(segment, segment, search, (list, other, query) => {
        fc.pre(list !== other)
        expect(placeFor(`/dashboard/${list}`, `/dashboard/${other}?${query}`)).toBe(`/dashboard/${list}`)
      }),
    )
    expect(placeFor("/dashboard/glass-size-limit-list/5", "/dashboard/glass-size-limit-list/50?page=2")).toBe(
      "/dashboard/glass-size-limit-list/5",
    )
    expect(placeFor("/dashboard/user-list", null)).toBe("/dashboard/user-list")
  })

  it("keeps one place for a list whatever its tab or search", () =>
    fc.assert(
      fc.property(segment, segment, search, (list, tab, query) => {
        expect(listKey(`/dashboard/${list}/${tab}?${query}`)).toBe(listKey(`/dashboard/${list}`))
      }),
    ))
})
