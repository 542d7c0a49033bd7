import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cappedTotal, countCapOf, metaOf, pageRequest } from "./paging.ts"

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

describe("a search's capped total", () => {
  it("counts at least 1,000 and always past the page asked for", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom("15", "30", "50", "1000"), (page, perPage) => {
        const request = pageRequest(String(page), perPage)
        const cap = countCapOf(request)
        expect(cap).toBeGreaterThanOrEqual(1000)
        expect(cap).toBeGreaterThanOrEqual(request.offset + request.perPage)
        expect(cap === 1000 || cap === request.offset + request.perPage).toBe(true)
      }),
    ))

  it("tells a count up to the cap exactly, and past it the cap marked as a floor", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 10_000 }), fc.nat({ max: 20_000 }), (cap, counted) => {
        const total = cappedTotal(Math.min(counted, cap + 1), cap)
        expect(total).toEqual(counted > cap ? { total: cap, capped: true } : { total: counted })
        expect(metaOf(pageRequest("1", "15"), total.total, total.capped)).toEqual({
          total: total.total,
          page: 1,
          per_page: 15,
          ...(counted > cap ? { capped: true } : {}),
        })
      }),
    ))
})
