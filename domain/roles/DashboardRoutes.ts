import type { MenuGroup } from "./Menu.ts"

/** A route under /dashboard: its first segment, how many parameters may follow, and the menu groups whose members open it. */
export interface DashboardRoute {
  readonly segment: string
  readonly minParams: number
  readonly maxParams: number
  readonly groups: readonly [MenuGroup, ...ReadonlyArray<MenuGroup>]
}

const route = (
  segment: string,
  minParams: number,
  maxParams: number,
  ...groups: [MenuGroup, ...Array<MenuGroup>]
): DashboardRoute => ({
  segment,
  minParams,
  maxParams,
  groups,
})

/** Every route of the specification's /dashboard table; the invoice views are also opened from the order list. */
export const dashboardRoutes: ReadonlyArray<DashboardRoute> = [
  route("", 0, 0, "dashboard"),
  // The password form is reached from the user menu, which every role has, like the dashboard.
  route("edit-password", 0, 0, "dashboard"),
  route("user", 0, 1, "users"),
  route("user-list", 0, 0, "users"),
  route("customer", 0, Infinity, "customers"),
  route("customer-list", 0, 2, "customers"),
  route("sales-expert-access", 1, 1, "access"),
  route("sales-expert-access-list", 0, 0, "access"),
  route("glass-detail", 0, 1, "settings"),
  route("glass-detail-list", 0, 0, "settings"),
  route("delivery-fare", 0, 1, "settings"),
  route("delivery-fare-list", 0, 0, "settings"),
  route("glass-thickness", 0, 1, "settings"),
  route("glass-thickness-list", 0, 0, "settings"),
  route("glass-type", 0, 1, "settings"),
  route("glass-type-list", 0, 0, "settings"),
  route("glass-size-limit", 0, 2, "settings"),
  route("glass-size-limit-list", 1, 1, "settings"),
  route("laminate-color", 0, 1, "settings"),
  route("laminate-color-list", 0, 0, "settings"),
  route("spacer-thickness", 0, 1, "settings"),
  route("spacer-thickness-list", 0, 0, "settings"),
  // The settings group's, and the super-admin's alone within it (Role's canOpenRoute).
  route("company-settings", 0, 0, "settings"),
  route("informal-invoice-list", 0, 0, "invoices"),
  route("formal-invoice-list", 0, 0, "invoices"),
  route("pre-buy-invoice-list", 0, 0, "invoices"),
  route("invoice-editor", 0, Infinity, "invoices"),
  route("show-invoice", 1, 1, "invoices", "orders"),
  route("dimension-maps", 2, 2, "invoices", "orders"),
  route("invoice-history", 1, 1, "invoices", "orders"),
  route("order-list", 0, 0, "orders"),
  route("payments-and-checks", 2, 2, "orders"),
  route("checks-list", 0, 1, "orders"),
  // Production (production.md sections 3 and 5).
  route("cutting-queue", 0, 0, "production"),
  route("cutting-batch", 0, 1, "production"),
  route("cutting-batch-list", 0, 0, "production"),
  route("cutting-plan", 1, 1, "production"),
  route("stock-sheet", 0, 1, "production"),
  route("stock-sheet-list", 0, 0, "production"),
  route("offcut-list", 0, 0, "production"),
  // The floor (production.md sections 6 and 7): an operator opens the station screens and a piece's card; labels, racks
  // and the delivery note are the production menu's.
  route("station", 0, 1, "floor"),
  route("piece", 1, 1, "floor", "production"),
  route("labels", 2, 2, "production"),
  route("rack-list", 0, 0, "production"),
  route("rack", 0, 1, "production"),
  route("delivery-note", 1, 1, "production"),
  route("announcement", 0, 1, "announcements"),
  // Every role reads announcements (the edit icon is what the roles differ in), though only managers have the menu item.
  route("announcement-list", 0, 0, "announcements", "dashboard"),
]

/** The path's segments after /dashboard, or undefined when it is not under /dashboard; query, hash and empty segments are ignored. */
const dashboardSegments = (pathname: string): ReadonlyArray<string> | undefined => {
  const [first, ...rest] = (pathname.split(/[?#]/)[0] ?? "").split("/").filter((segment) => segment !== "")
  return first === "dashboard" ? rest : undefined
}

/** The menu groups whose members may open a /dashboard path, the group that lists it first; empty for an unknown path. */
export const routeGroups = (pathname: string): ReadonlyArray<MenuGroup> => {
  const segments = dashboardSegments(pathname)
  if (segments === undefined) return []
  const [segment = "", ...params] = segments
  const found = dashboardRoutes.find((r) => r.segment === segment && params.length >= r.minParams && params.length <= r.maxParams)
  return found?.groups ?? []
}
