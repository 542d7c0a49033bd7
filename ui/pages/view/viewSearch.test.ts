import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { keptFilters } from "../../components/table/useLastFilters.ts"
import { currentFilters, namesOnlyView, searchOfView } from "./viewSearch.ts"

// Saturday 28 November 2026, 10:00 in Tehran: Jalali 1405/09/07, the first day of its week.
const saturday = Date.UTC(2026, 10, 28, 6, 30)

describe("a view in the list's URL", () => {
  it("writes this week's dates for a relative period, its order and its id", () => {
    const view = {
      id: 7,
      list: "checks-list",
      name: "چک‌ها",
      filters: { state: "in_hand", period: "this-week" },
      sort: "-amount",
      own: false,
      of_role: true,
    }
    expect(Object.fromEntries(searchOfView(view, saturday))).toEqual({
      state: "in_hand",
      from: "1405/09/07",
      to: "1405/09/13",
      sort: "-amount",
      view: "7",
    })
    expect(Object.fromEntries(searchOfView(view, saturday + 6 * 86_400_000))).toMatchObject({
      from: "1405/09/07",
      to: "1405/09/13",
    })
    expect(Object.fromEntries(searchOfView(view, saturday + 7 * 86_400_000))).toMatchObject({
      from: "1405/09/14",
      to: "1405/09/20",
    })
  })

  it("saves only the filters the list's views accept, never a notification's serial or the page", () => {
    const search = new URLSearchParams("production_state=ready&serial_number=1040&page=3&view=2&has_balance=1&search=")
    expect(currentFilters("order-list", search)).toEqual({ production_state: "ready", has_balance: "1" })
    expect(namesOnlyView(new URLSearchParams("view=2&per_page=50"))).toBe(true)
    expect(namesOnlyView(search)).toBe(false)
  })

  it("remembers a list's filters and order, whatever else the URL carries", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 99 }), (text, page) => {
        const search = new URLSearchParams({ search: text, page: String(page), serial_number: "12", sort: "-total", view: "4" })
        const kept = new URLSearchParams(keptFilters(search, ["search", "serial_number"]))
        expect(Object.fromEntries(kept)).toEqual(text === "" ? { sort: "-total" } : { search: text, sort: "-total" })
      }),
    )
  })
})
