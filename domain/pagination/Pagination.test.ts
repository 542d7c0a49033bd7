import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  changePageSize,
  defaultPageSize,
  pageCount,
  pageSizes,
  pagerWindow,
  readPageParams,
  rowNumber,
  writePageParams,
  type PageParams,
} from "./Pagination.ts"

const paramsOf = (entries: Record<string, string>) => (name: string) => entries[name] ?? null
const pageSize = fc.constantFrom(...pageSizes)
const pageParams = fc.record({ page: fc.integer({ min: 1, max: 1_000_000 }), perPage: pageSize })

describe("page params", () => {
  it("offers 15, 30 and 50 rows, 15 by default", () => {
    expect(pageSizes).toEqual([15, 30, 50])
    expect(defaultPageSize).toBe(15)
  })

  it("reads page and per_page from the URL, and garbage as page 1 of 15", () => {
    expect(readPageParams(paramsOf({ page: "3", per_page: "30" }))).toEqual({ page: 3, perPage: 30 })
    expect(readPageParams(paramsOf({ page: "۴", per_page: "۵۰" }))).toEqual({ page: 4, perPage: 50 })
    expect(readPageParams(paramsOf({}))).toEqual({ page: 1, perPage: 15 })
    for (const page of ["0", "-2", "1.5", "abc", "", "1e3", " ", "99999999999999999999"]) {
      expect(readPageParams(paramsOf({ page, per_page: "20" }))).toEqual({ page: 1, perPage: 15 })
    }
  })

  it("reads back whatever it writes", () => {
    fc.assert(
      fc.property(pageParams, (params) => {
        const written = new Map(writePageParams(params))
        expect(readPageParams((name) => written.get(name) ?? null)).toEqual(params)
      }),
    )
  })

  it("answers a positive whole page and an offered size for any text at all", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.option(fc.string(), { nil: null }), (page, perPage) => {
        const read = readPageParams((name) => (name === "page" ? page : perPage))
        expect(Number.isSafeInteger(read.page) && read.page >= 1).toBe(true)
        expect(pageSizes).toContain(read.perPage)
      }),
    )
  })

  it("starts again from page 1 when the size changes", () => {
    fc.assert(
      fc.property(pageParams, pageSize, (params, perPage) => {
        expect(changePageSize(params, perPage)).toEqual({ page: 1, perPage })
      }),
    )
  })
})

describe("pager", () => {
  it("shows up to 2 pages each side of the current one", () => {
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3])
    expect(pagerWindow(5, 10)).toEqual([3, 4, 5, 6, 7])
    expect(pagerWindow(10, 10)).toEqual([8, 9, 10])
    expect(pagerWindow(2, 2)).toEqual([1, 2])
    expect(pagerWindow(12, 3)).toEqual([1, 2, 3])
    expect(pagerWindow(1, 0)).toEqual([])
  })

  it("counts the pages that hold the rows", () => {
    expect(pageCount(0, 15)).toBe(0)
    expect(pageCount(15, 15)).toBe(1)
    expect(pageCount(16, 15)).toBe(2)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), pageSize, (total, perPage) => {
        const count = pageCount(total, perPage)
        expect((count - 1) * perPage < total && total <= count * perPage).toBe(true)
      }),
    )
  })

  it("is a run of consecutive pages inside the list, holding the clamped current page and at most 2 on each side", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), fc.integer({ min: 1, max: 100 }), (page, count) => {
        const window = pagerWindow(page, count)
        const current = Math.min(Math.max(page, 1), count)
        expect(window).toContain(current)
        window.forEach((p, i) => expect(p).toBe(window[0]! + i))
        expect(window[0]).toBe(Math.max(1, current - 2))
        expect(window[window.length - 1]).toBe(Math.min(count, current + 2))
      }),
    )
  })

  it("numbers rows across pages", () => {
    const params: PageParams = { page: 3, perPage: 15 }
    expect(rowNumber(params, 0)).toBe(31)
    fc.assert(
      fc.property(pageParams, (p) => {
        expect(rowNumber(p, 0)).toBe((p.page - 1) * p.perPage + 1)
        expect(rowNumber(p, p.perPage - 1) + 1).toBe(rowNumber({ ...p, page: p.page + 1 }, 0))
      }),
    )
  })
})
