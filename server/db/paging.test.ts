import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { pageRequest } from "./paging.ts"

describe("page parameters", () => {
  it("read page and per_page, capping per_page at 1000", () => {
    expect(pageRequest("3", "30")).toEqual({ page: 3, perPage: 30, offset: 60 })
    expect(pageRequest(undefined, "1000")).toEqual({ page: 1, perPage: 1000, offset: 0 })
    expect(pageRequest("1", "5000").perPage).toBe(1000)
  })

  it("fall back to page 1 of 15 on anything but a positive whole number", () => {
    for (const garbage of ["", "abc", "-1", "0", "1.5", "1e3", "١", "99999999999999999999"])
      expect(pageRequest(garbage, garbage)).toEqual({ page: 1, perPage: 15, offset: 0 })
  })

  it("always answer whole numbers with a safe offset", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.oneof(fc.string(), fc.nat().map(String))), (page, perPage) => {
        const request = pageRequest(page ?? undefined, perPage ?? undefined)
        expect(Number.isSafeInteger(request.offset) && request.page >= 1 && request.perPage >= 1 && request.perPage <= 1000).toBe(
          true,
        )
        expect(request.offset).toBe((request.page - 1) * request.perPage)
      }),
    )
  })
})
