import { Option } from "effect"
import { routeGroups } from "./DashboardRoutes.ts"
import { menuItems, type MenuGroup, type MenuItem } from "./Menu.ts"

export type { MenuGroup, MenuItem } from "./Menu.ts"
export { menuGroupLabels, menuGroups, menuItems } from "./Menu.ts"
export { dashboardRoutes, routeGroups } from "./DashboardRoutes.ts"

/** The staff roles, in the specification's order, then production's (production.md section 1). */
export const roles = [
  "super-admin",
  "sales-manager",
  "sales-expert",
  "financial-manager",
  "production-manager",
  "operator",
] as const

/** A staff role. */
export type Role = (typeof roles)[number]

/** The Persian name of each role. */
export const roleLabels: Readonly<Record<Role, string>> = {
  "super-admin": "مدیر کل",
  "sales-manager": "مدیر فروش",
  "sales-expert": "کارشناس فروش",
  "financial-manager": "مدیر مالی",
  "production-manager": "مدیر تولید",
  operator: "اپراتور تولید",
}

/** Tells whether a text names a staff role. */
export const isRole = (text: string): text is Role => (roles as ReadonlyArray<string>).includes(text)

/** The role a user acts in: the first of their roles that the back office knows. */
export const roleOf = (userRoles: ReadonlyArray<string>): Option.Option<Role> => Option.fromNullishOr(userRoles.find(isRole))

/** The sidebar groups each role sees, in sidebar order, as the specification's section 6 lists them. */
const groupsByRole: Readonly<Record<Role, ReadonlyArray<MenuGroup>>> = {
  "super-admin": [
    "dashboard",
    "users",
    "customers",
    "access",
    "settings",
    "invoices",
    "orders",
    "production",
    "floor",
    "announcements",
  ],
  "sales-manager": ["dashboard", "users", "customers", "access", "settings", "invoices", "announcements"],
  "sales-expert": ["dashboard", "customers", "invoices"],
  "financial-manager": ["dashboard", "orders"],
  "production-manager": ["dashboard", "production", "floor"],
  operator: ["dashboard", "floor"],
}

/** The sidebar groups a role sees. */
export const menuGroupsOf = (role: Role): ReadonlyArray<MenuGroup> => groupsByRole[role]

/** Whether the announcement edit icon shows for a role. */
export const canEditAnnouncements = (role: Role): boolean => role === "super-admin" || role === "sales-manager"

/** The menu group a /dashboard path belongs to; none for a path the dashboard does not have. */
export const routeGroup = (pathname: string): Option.Option<MenuGroup> => Option.fromNullishOr(routeGroups(pathname)[0])

/** The links of one of a role's groups: the super-admin's own items are left out for every other role. */
export const menuItemsOf = (role: Role, group: MenuGroup): ReadonlyArray<MenuItem> =>
  menuItems[group].filter((item) => role === "super-admin" || item.superAdminOnly !== true)

/** The /dashboard paths only the super-admin opens. */
const superAdminPaths = new Set(
  Object.values(menuItems).flatMap((items) => items.filter((item) => item.superAdminOnly === true).map((item) => item.path)),
)

/**
 * Routes a role opens without their menu group: the sales manager reads an invoice's payments and its order's state
 * from the formal and pre-buy lists, though the orders group is not in their sidebar (invoices.md section 4).
 */
const readersBeyondMenu: Readonly<Record<string, ReadonlyArray<Role>>> = { "payments-and-checks": ["sales-manager"] }

/** Whether a role may open a /dashboard path: its menu has a group the path belongs to (or the route names the role), and the path is not the super-admin's own. */
export const canOpenRoute = (role: Role, pathname: string): boolean => {
  const path = (pathname.split(/[?#]/)[0] ?? "").replace(/\/+$/, "")
  if (role !== "super-admin" && superAdminPaths.has(path)) return false
  const groups = routeGroups(pathname)
  const segment = path.split("/")[2] ?? ""
  return (
    groups.some((group) => groupsByRole[role].includes(group)) ||
    (groups.length > 0 && (readersBeyondMenu[segment] ?? []).includes(role))
  )
}

/** The lookup lists kept in the session cache ("all X" lists hold inactive entries too, to show old records). */
export const lookupNames = [
  "glassTypes",
  "allGlassTypes",
  "glassThicknesses",
  "allGlassThicknesses",
  "laminateColors",
  "spacerThicknesses",
  "users",
  "customers",
  "structures",
  "structureDetails",
  "allStructureDetails",
  "deliveryFares",
] as const

/** A lookup list kept in the session cache. */
export type LookupName = (typeof lookupNames)[number]

/**
 * The lookup lists a role loads: a financial manager only customers, production's roles none (their screens name their
 * glass from production's own answers, which carry no price), a sales expert everything but users, others everything.
 */
export const lookupsFor = (role: Role): ReadonlyArray<LookupName> =>
  role === "financial-manager"
    ? ["customers"]
    : role === "production-manager" || role === "operator"
      ? []
      : role === "sales-expert"
        ? lookupNames.filter((name) => name !== "users")
        : lookupNames

/** Where a role's customer lookup comes from: a financial manager reads the invoice-finance top list. */
export const customerLookupPath = (role: Role): "/Admin/invoice_finance/top" | "/Admin/customer/top" =>
  role === "financial-manager" ? "/Admin/invoice_finance/top" : "/Admin/customer/top"
