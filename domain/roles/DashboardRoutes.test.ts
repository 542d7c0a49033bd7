import fc from "fast-check"
import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { dashboardRoutes, routeGroups } from "./DashboardRoutes.ts"
import { canOpenRoute, routeGroup } from "./Role.ts"

describe("route groups", () => {
  it("places each route of the specification's table in its menu group", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["/dashboard", "dashboard"],
      ["/dashboard/", "dashboard"],
      ["/dashboard/edit-password", "dashboard"],
      ["/dashboard/user", "users"],
      ["/dashboard/user/7", "users"],
      ["/dashboard/user-list", "users"],
      ["/dashboard/customer/individual/7/edit", "customers"],
      ["/dashboard/customer-list/legal/3", "customers"],
      ["/dashboard/sales-expert-access/4", "access"],
      ["/dashboard/sales-expert-access-list", "access"],
      ["/dashboard/glass-detail/2", "settings"],
      ["/dashboard/delivery-fare-list", "settings"],
      ["/dashboard/glass-thickness", "settings"],
      ["/dashboard/glass-type-list", "settings"],
      ["/dashboard/glass-size-limit/3/1", "settings"],
      ["/dashboard/glass-size-limit-list/3", "settings"],
      ["/dashboard/laminate-color-list?page=2&per_page=30", "settings"],
      ["/dashboard/spacer-thickness/5", "settings"],
      ["/dashboard/informal-invoice-list?serial_number=12", "invoices"],
      ["/dashboard/formal-invoice-list", "invoices"],
      ["/dashboard/pre-buy-invoice-list", "invoices"],
      ["/dashboard/invoice-editor/informal/12", "invoices"],
      ["/dashboard/show-invoice/12", "invoices"],
      ["/dashboard/dimension-maps/formal/12", "invoices"],
      ["/dashboard/invoice-history/12", "invoices"],
      ["/dashboard/order-list", "orders"],
      ["/dashboard/payments-and-checks/order/9", "orders"],
      ["/dashboard/checks-list/9", "orders"],
      ["/dashboard/station", "floor"],
      ["/dashboard/station/cutting", "floor"],
      ["/dashboard/piece/1-1-A", "floor"],
      ["/dashboard/labels/batch/4?format=roll", "production"],
      ["/dashboard/rack-list", "production"],
      ["/dashboard/rack", "production"],
      ["/dashboard/rack/2", "production"],
      ["/dashboard/delivery-note/9", "production"],
      ["/dashboard/announcement/1", "announcements"],
      ["/dashboard/announcement-list#top", "announcements"],
    ]
    for (const [path, group] of cases) expect([path, routeGroup(path)]).toEqual([path, Option.some(group)])
  })

  it("knows no path outside the table, nor a route with the wrong number of parameters", () => {
    for (const path of [
      "/",
      "/login",
      "/dashboardx",
      "/dashboard/nope",
      "/dashboard/user-list/3",
      "/dashboard/show-invoice",
      "/dashboard/sales-expert-access",
      "/other/dashboard/user-list",
      "/dashboard/station/cutting/2",
      "/dashboard/piece",
      "/dashboard/labels/batch",
      "/dashboard/delivery-note",
    ]) {
      expect([path, routeGroup(path)]).toEqual([path, Option.none()])
    }
  })

  it("lets a financial manager open an invoice's view from the order list, but not the invoice lists", () => {
    expect(canOpenRoute("financial-manager", "/dashboard/show-invoice/12")).toBe(true)
    expect(canOpenRoute("financial-manager", "/dashboard/dimension-maps/formal/12")).toBe(true)
    expect(canOpenRoute("financial-manager", "/dashboard/formal-invoice-list")).toBe(false)
    expect(canOpenRoute("sales-expert", "/dashboard/laminate-color-list")).toBe(false)
    expect(canOpenRoute("sales-expert", "/dashboard/edit-password")).toBe(true)
    expect(canOpenRoute("super-admin", "/dashboard/nope")).toBe(false)
  })

  it("lets an operator open the station screens and a piece's card, and no page of the office or of production's planning", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/station",
      "/dashboard/station/tempering",
      "/dashboard/piece/12-3-B",
      "/dashboard/edit-password",
      "/dashboard/announcement-list",
    ])
      expect([path, canOpenRoute("operator", path)]).toEqual([path, true])
    for (const path of [
      "/dashboard/show-invoice/12",
      "/dashboard/order-list",
      "/dashboard/user-list",
      "/dashboard/cutting-queue",
      "/dashboard/labels/order/3",
      "/dashboard/rack-list",
      "/dashboard/delivery-note/3",
      "/dashboard/announcement",
    ])
      expect([path, canOpenRoute("operator", path)]).toEqual([path, false])
    // The production manager has both groups: the floor's screens and the racks, labels and delivery notes.
    for (const path of [
      "/dashboard/station/cutting",
      "/dashboard/piece/12-3-B",
      "/dashboard/labels/piece/12-3-B",
      "/dashboard/rack/1",
      "/dashboard/delivery-note/3",
    ])
      expect([path, canOpenRoute("production-manager", path)]).toEqual([path, true])
    for (const role of ["sales-manager", "sales-expert", "financial-manager"] as const)
      expect([role, canOpenRoute(role, "/dashboard/station")]).toEqual([role, false])
  })

  it("lets every role read the announcement list, but only managers open the announcement form", () => {
    for (const role of [
      "super-admin",
      "sales-manager",
      "sales-expert",
      "financial-manager",
      "production-manager",
      "operator",
    ] as const) {
      expect(canOpenRoute(role, "/dashboard/announcement-list")).toBe(true)
      expect(canOpenRoute(role, "/dashboard/announcement")).toBe(role === "super-admin" || role === "sales-manager")
    }
  })

  it("finds every route with any allowed number of parameters, whatever trails it", () => {
    // Parameters start with a digit so none reads as a route segment of its own.
    const param = fc.stringMatching(/^[0-9][a-z0-9-]{0,7}$/)
    fc.assert(
      fc.property(
        fc.constantFrom(...dashboardRoutes),
        fc.array(param, { maxLength: 4 }),
        fc.constantFrom("", "/", "?page=2", "#x"),
        (r, params, tail) => {
          const path = ["/dashboard", r.segment, ...params].filter((s) => s !== "").join("/") + tail
          const fits = params.length >= r.minParams && params.length <= r.maxParams
          expect(routeGroups(path)).toEqual(fits ? r.groups : [])
        },
      ),
    )
  })

  it("holds each route segment once: the specification's 34, the company's settings, production's 7 and the floor's 6", () => {
    const segments = dashboardRoutes.map((r) => r.segment)
    expect(new Set(segments).size).toBe(segments.length)
    expect(segments).toHaveLength(48)
    expect(segments).toContain("company-settings")
  })
})
